import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

export interface AddressTable {
  id: Generated<number>
  user_id: number
  first_name: string
  last_name: string
  country: string
  state: string
  city: string
  address: string
  postal_code: string
  phone: string
  is_default: boolean
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A kind of coupon: a fixed amount off, in USD minor units, until it expires. */
export interface CouponTable {
  id: Generated<number>
  code: string
  name_en: string
  name_zh: string
  amount_cents: number
  min_spend_cents: Generated<number>
  expires_at: Date
  created_at: Generated<Date>
  /** Published kinds are given to every new account at registration. */
  published: Generated<boolean>
  /** Raised by every back-office edit: an editor holding an older one is refused. */
  version: Generated<number>
}

/** A coupon a user holds; used once, by one order. */
export interface UserCouponTable {
  id: Generated<number>
  user_id: number
  coupon_id: number
  used_at: Date | null
  order_id: number | null
  created_at: Generated<Date>
}

export type AddressRow = Selectable<AddressTable>
export type NewAddress = Insertable<AddressTable>
export type AddressUpdate = Updateable<AddressTable>
export type CouponRow = Selectable<CouponTable>
export type UserCouponRow = Selectable<UserCouponTable>
