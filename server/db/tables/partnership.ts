import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/** An enquiry from a would-be partner or agent, sent through a partnership form. */
export interface PartnershipEnquiryTable {
  id: Generated<number>
  /** Which form it came from: the vape brands or energy storage. */
  source: 'vape' | 'energy'
  name: string
  age: number
  occupation: string
  industry: string
  company_website: string
  city: string
  state: string
  country: string
  phone: string
  email: string
  /** Another way to reach the sender (WeChat, WhatsApp…). */
  wechat: string
  /** The language the sender used; the acknowledgement and the reply are in it. */
  locale: 'en' | 'zh-cn'
  /** Kept for the per-address rate limit. */
  ip: string
  created_at: Generated<Date>
  /** When an operator marked it answered, and who. */
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  answered_by: ColumnType<number | null, number | null | undefined, number | null>
}

export type PartnershipEnquiryRow = Selectable<PartnershipEnquiryTable>
export type NewPartnershipEnquiry = Insertable<PartnershipEnquiryTable>
