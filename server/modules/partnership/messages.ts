import {
  partnershipFields,
  replyWorkingDays,
  type PartnershipEnquiry,
  type PartnershipField,
  type PartnershipProblem,
} from '#contract/partnership.ts'
import { translate, type Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

export const messages = {
  received: /*i18n*/ { id: 'Thank you! We have received your enquiry and will answer within {days} working days.' },
  invalid: /*i18n*/ { id: 'Please check the highlighted fields.' },
  noPartnership: /*i18n*/ { id: 'This shop does not take partnership enquiries.' },
  tooMany: /*i18n*/ { id: 'We have already received several enquiries from your network. Please try again in an hour.' },
} satisfies Record<string, Message>

/** Field names as the form labels them. */
export const fieldLabels: Record<PartnershipField, Message> = {
  name: /*i18n*/ { id: 'name' },
  age: /*i18n*/ { id: 'age' },
  occupation: /*i18n*/ { id: 'occupation' },
  industry: /*i18n*/ { id: 'industry' },
  company_website: /*i18n*/ { id: 'company website' },
  city: /*i18n*/ { id: 'city' },
  state: /*i18n*/ { id: 'state or province' },
  country: /*i18n*/ { id: 'country' },
  phone: /*i18n*/ { id: 'mobile phone' },
  email: /*i18n*/ { id: 'contact email' },
  wechat: /*i18n*/ { id: 'other contact' },
  privacy_request: /*i18n*/ { id: 'privacy consent' },
}

/** One sentence per problem; `{field}` is the field's label in the same language. */
export const problemMessages: Record<PartnershipProblem, Message> = {
  required: /*i18n*/ { id: 'Please input your {field}!' },
  tooLong: /*i18n*/ { id: 'Your {field} is too long.' },
  age: /*i18n*/ { id: 'Please enter your age in whole years.' },
  ageMin: /*i18n*/ { id: 'Partners must be 21 or older.' },
  email: common.emailInvalid,
  website: /*i18n*/ { id: 'Please enter a website address such as https://example.com.' },
  phone: /*i18n*/ { id: 'Please enter a phone number with digits only, e.g. +1 415 555 0100.' },
  consent: /*i18n*/ { id: 'Please agree to the privacy policy to send your enquiry.' },
  invalidText: common.invalidText,
}

export interface Acknowledgement {
  subject: string
  text: string
}

const sourceNames: Record<'vape' | 'energy', Message> = {
  vape: /*i18n*/ { id: 'WAKA and IMOMENT vape brands' },
  energy: /*i18n*/ { id: 'energy storage' },
}

const acknowledgementMail = {
  subject: /*i18n*/ { id: 'We received your partnership enquiry (no. {id})' },
  text: /*i18n*/ {
    id: "Hello,\n\nThank you for your interest in becoming a partner or agent for our {line}. Your enquiry number is {id}.\nOur partnership team will reply within {days} working days, using the contact details you gave us.\nPlease note: a partner's first order is more than {kits} kits, and partners must be 21 or older.\n\nThe Cross-Border Shop partnership team",
  },
}

/**
 * The acknowledgement e-mail, in the sender's language. It quotes nothing the visitor typed (not
 * even the name): whoever fills the form in chooses the recipient, so a quoted name or link would
 * let anyone send their text from the shop's address.
 */
export function acknowledgement(
  locale: 'en' | 'zh-cn',
  details: { source: 'vape' | 'energy'; id: number; days: number; kits: number },
): Acknowledgement {
  const params = { ...details, line: translate(sourceNames[details.source], locale) }
  return { subject: translate(acknowledgementMail.subject, locale, params), text: translate(acknowledgementMail.text, locale, params) }
}

const teamMail = {
  subject: /*i18n*/ { id: 'Partnership enquiry no. {id}: {line}' },
  text: /*i18n*/ {
    id: 'A partnership enquiry (no. {id}) for the {line} arrived through the website form.\n\n{fields}\n\nAnswer it within {days} working days.',
  },
}

/** The enquiry as the shop's own inbox gets it (the team's language is English), every field labelled. */
export function teamNotice(
  enquiry: Omit<PartnershipEnquiry, 'privacy_request'> & { source: 'vape' | 'energy'; id: number },
): Acknowledgement {
  const fields = partnershipFields
    .filter((field) => field !== 'privacy_request')
    .map((field) => `${translate(fieldLabels[field], 'en')}: ${String(enquiry[field as keyof typeof enquiry])}`)
    .join('\n')
  const params = { id: enquiry.id, line: translate(sourceNames[enquiry.source], 'en'), fields, days: replyWorkingDays }
  return { subject: translate(teamMail.subject, 'en', params), text: translate(teamMail.text, 'en', params) }
}
