import { msg } from '@lingui/core/macro'
import { emailPattern, isMobilePhone, type PaymentMethod } from '#contract/order-rules.ts'
import type { Problems } from '#contract/text-rules.ts'
import { ageOn } from '#contract/sale-rules.ts'
import { addressRulesNow } from '@/lib/address-rules.ts'
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
  state: msg`Please select a state / province from the list`,
  postalCodeFormat: msg`This postal code does not fit the chosen country (for example {example}).`,
  savedAddress: msg`Choose one of your addresses`,
  tooLong: msg`This is too long`,
  dateOfBirthRequired: msg`Enter your date of birth`,
  dateOfBirth: msg`Enter a valid date of birth.`,
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
  // Required by the country (checked below once the rules are loaded).
  postalCode: { max: 20 },
}

/**
 * The problems of an address, under `path` (every field trimmed first). Once the address form
 * has loaded the countries' rules, the country decides the state/province and the postal code
 * as the server does (contract/address-rules.ts); before, a postal code is simply required.
 */
export function addressProblems(_: Translate, address: AddressValues, path: string): Problems {
  const problems: Problems = {}
  const rules = addressRulesNow()
  for (const field of addressFields) {
    const value = (address[field] ?? '').trim()
    const { required, max } = addressRules[field]
    if (required && value === '') problems[`${path}.${field}`] = _(checkoutMessages[required])
    else if (value.length > max) problems[`${path}.${field}`] = _(checkoutMessages.tooLong)
    else if (field === 'postalCode' && value === '' && !rules) problems[`${path}.${field}`] = _(checkoutMessages.postalCode)
  }
  if (!rules || problems[`${path}.country`]) return problems
  const checked = rules.checkAddressParts({
    country: address.country,
    state: address.state ?? '',
    postal_code: address.postalCode ?? '',
    phone: '',
  })
  const example = rules.addressRuleOf(address.country)?.zipex ?? ''
  if (checked.problems.country) problems[`${path}.country`] = _(checkoutMessages.country)
  if (checked.problems.state && !problems[`${path}.state`]) problems[`${path}.state`] = _(checkoutMessages.state)
  if (checked.problems.postal_code === 'postalCode') problems[`${path}.postalCode`] = _(checkoutMessages.postalCode)
  if (checked.problems.postal_code === 'postalCodeFormat')
    problems[`${path}.postalCode`] = _({ ...checkoutMessages.postalCodeFormat, values: { example } })
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
  /** 'YYYY-MM-DD', asked for lines sold only to adults (vape); the server judges the age. */
  dateOfBirth: string
}

/** The first step's check; `asksDateOfBirth` for a vape order (a real date, not in the future). */
export const informationSchema = (_: Translate, asksDateOfBirth = false) =>
  formCheck((values: InformationValues) => {
    const problems: Problems = {}
    if (!isContact(values.contact)) problems.contact = _(checkoutMessages.contact)
    if (asksDateOfBirth) {
      const dateOfBirth = (values.dateOfBirth ?? '').trim()
      if (dateOfBirth === '') problems.dateOfBirth = _(checkoutMessages.dateOfBirthRequired)
      else if (ageOn(dateOfBirth, new Date()) === null) problems.dateOfBirth = _(checkoutMessages.dateOfBirth)
    }
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
