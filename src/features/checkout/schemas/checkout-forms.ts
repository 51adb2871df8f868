import { msg } from '@lingui/core/macro'
import { emailPattern, isMobilePhone, type PaymentMethod } from '#contract/order-rules.ts'
import type { Problems } from '#contract/text-rules.ts'
import { formCheck } from '@/lib/form-resolver.ts'
import type { Translate } from './translate.ts'

/** Spec §5 checkout messages; first name and postal code too, as the address book needs them. */
export const checkoutMessages = {
  contact: msg`Enter a valid email or mobile phone number`,
  firstName: msg`Enter a first name`,
  lastName: msg`Enter a last name`,
  country: msg`Please select a country`,
  city: msg`Enter a city`,
  address: msg`Enter an address`,
  postalCode: msg`Enter a ZIP / postal code`,
  savedAddress: msg`Choose one of your addresses`,
  tooLong: msg`This is too long`,
}

/** The contact field takes either; the server checks the same patterns (contract/orders.ts). */
export function isContact(value: string): boolean {
  const trimmed = value.trim()
  return emailPattern.test(trimmed) || isMobilePhone(trimmed)
}

/** The order's contact as the API takes it: an e-mail address or a phone number. */
export function contactOf(value: string): { email?: string; phone?: string } {
  const trimmed = value.trim()
  return emailPattern.test(trimmed) ? { email: trimmed } : { phone: trimmed }
}

export const addressFields = ['firstName', 'lastName', 'country', 'state', 'city', 'address', 'postalCode'] as const
export type AddressField = (typeof addressFields)[number]
export type AddressValues = Record<AddressField, string>
export const emptyAddress: AddressValues = { firstName: '', lastName: '', country: '', state: '', city: '', address: '', postalCode: '' }

const addressRules: Record<AddressField, { required?: keyof typeof checkoutMessages; max: number }> = {
  firstName: { required: 'firstName', max: 60 },
  lastName: { required: 'lastName', max: 60 },
  country: { required: 'country', max: 80 },
  state: { max: 80 },
  city: { required: 'city', max: 80 },
  address: { required: 'address', max: 200 },
  postalCode: { required: 'postalCode', max: 20 },
}

/** The problems of an address, under `path` (every field trimmed first). */
export function addressProblems(_: Translate, address: AddressValues, path: string): Problems {
  const problems: Problems = {}
  for (const field of addressFields) {
    const value = (address[field] ?? '').trim()
    const { required, max } = addressRules[field]
    if (required && value === '') problems[`${path}.${field}`] = _(checkoutMessages[required])
    else if (value.length > max) problems[`${path}.${field}`] = _(checkoutMessages.tooLong)
  }
  return problems
}

export interface InformationValues {
  contact: string
  newsOptIn: boolean
  delivery: 'ship' | 'pickup'
  /** 'new', or the id of a saved address. */
  addressChoice: string
  address: AddressValues
  saveAddress: boolean
}

export const informationSchema = (_: Translate) =>
  formCheck((values: InformationValues) => {
    const problems: Problems = {}
    if (!isContact(values.contact)) problems.contact = _(checkoutMessages.contact)
    // The address only when the branch that uses it is chosen.
    if (values.delivery === 'ship') {
      if (values.addressChoice === 'new') Object.assign(problems, addressProblems(_, values.address, 'address'))
      else if (!/^\d+$/.test(values.addressChoice)) problems.addressChoice = _(checkoutMessages.savedAddress)
    }
    return { values, problems }
  })

export interface PaymentValues {
  method: PaymentMethod
  billing: 'same' | 'different'
  billingAddress: AddressValues
  /** '' for none, else the id of one of the shopper's usable coupons. */
  couponId: string
  note: string
}

export const paymentSchema = (_: Translate) =>
  formCheck((values: PaymentValues) => {
    const problems: Problems = {}
    if (values.billing === 'different') Object.assign(problems, addressProblems(_, values.billingAddress, 'billingAddress'))
    if (values.note.length > 500) problems.note = _(checkoutMessages.tooLong)
    return { values, problems }
  })
