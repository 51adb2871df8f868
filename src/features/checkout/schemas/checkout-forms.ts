import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { emailPattern, isMobilePhone, paymentMethod } from '#contract/orders.ts'
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

const required = (_: Translate, message: keyof typeof checkoutMessages, max: number) =>
  z.string().trim().min(1, { error: _(checkoutMessages[message]) }).max(max, { error: _(checkoutMessages.tooLong) })

export const addressSchema = (_: Translate) =>
  z.object({
    firstName: required(_, 'firstName', 60),
    lastName: required(_, 'lastName', 60),
    country: required(_, 'country', 80),
    state: z.string().trim().max(80, { error: _(checkoutMessages.tooLong) }),
    city: required(_, 'city', 80),
    address: required(_, 'address', 200),
    postalCode: required(_, 'postalCode', 20),
  })

/** Validates `address` only when the branch that uses it is chosen. */
function checkAddress(_: Translate, address: AddressValues, path: string, ctx: z.RefinementCtx): void {
  const result = addressSchema(_).safeParse(address)
  if (result.success) return
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] })
}

export const informationSchema = (_: Translate) =>
  z
    .object({
      contact: z.string().refine(isContact, { error: _(checkoutMessages.contact) }),
      newsOptIn: z.boolean(),
      delivery: z.enum(['ship', 'pickup']),
      /** 'new', or the id of a saved address. */
      addressChoice: z.string(),
      address: z.object(Object.fromEntries(addressFields.map((field) => [field, z.string()])) as Record<AddressField, z.ZodString>),
      saveAddress: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (values.delivery !== 'ship') return
      if (values.addressChoice === 'new') checkAddress(_, values.address, 'address', ctx)
      else if (!/^\d+$/.test(values.addressChoice)) ctx.addIssue({ code: 'custom', message: _(checkoutMessages.savedAddress), path: ['addressChoice'] })
    })

export type InformationValues = z.infer<ReturnType<typeof informationSchema>>

export const paymentSchema = (_: Translate) =>
  z
    .object({
      method: paymentMethod,
      billing: z.enum(['same', 'different']),
      billingAddress: z.object(Object.fromEntries(addressFields.map((field) => [field, z.string()])) as Record<AddressField, z.ZodString>),
      /** '' for none, else the id of one of the shopper's usable coupons. */
      couponId: z.string(),
      note: z.string().max(500, { error: _(checkoutMessages.tooLong) }),
    })
    .superRefine((values, ctx) => {
      if (values.billing === 'different') checkAddress(_, values.billingAddress, 'billingAddress', ctx)
    })

export type PaymentValues = z.infer<ReturnType<typeof paymentSchema>>
