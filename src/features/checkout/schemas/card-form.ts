import { msg } from '@lingui/core/macro'
import type { Problems } from '#contract/text-rules.ts'
import { formCheck } from '@/lib/form-resolver.ts'
import { isValidCardNumber, isValidExpiry, isValidSecurityCode } from '../utils/card.ts'
import type { Translate } from './translate.ts'

/** Spec §5, word for word in English. */
export const cardMessages = {
  number: msg`Enter a valid card number!`,
  firstName: msg`The cardholder first name field is required`,
  lastName: msg`Enter your name exactly as it's written on your card`,
  expiry: msg`Enter a valid card expiry date`,
  securityCode: msg`Enter the CVV or security code on your card`,
}

// Letters of any script, with the spaces, hyphens, apostrophes and dots names are written with.
const cardName = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u

export interface CardFormValues {
  number: string
  firstName: string
  lastName: string
  expiry: string
  securityCode: string
}

export const cardFormSchema = (_: Translate, now: () => Date = () => new Date()) =>
  formCheck((values: CardFormValues) => {
    const firstName = values.firstName.trim()
    const lastName = values.lastName.trim()
    const problems: Problems = {}
    if (!isValidCardNumber(values.number)) problems.number = _(cardMessages.number)
    if (firstName.length < 1 || firstName.length > 60) problems.firstName = _(cardMessages.firstName)
    if (lastName.length > 60 || !cardName.test(lastName)) problems.lastName = _(cardMessages.lastName)
    if (!isValidExpiry(values.expiry, now())) problems.expiry = _(cardMessages.expiry)
    if (!isValidSecurityCode(values.securityCode, values.number)) problems.securityCode = _(cardMessages.securityCode)
    return { values: { ...values, firstName, lastName }, problems }
  })

export const emptyCardForm: CardFormValues = { number: '', firstName: '', lastName: '', expiry: '', securityCode: '' }
