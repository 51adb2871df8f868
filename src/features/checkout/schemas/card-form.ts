import { z } from 'zod'
import { msg } from '@lingui/core/macro'
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

export const cardFormSchema = (_: Translate, now: () => Date = () => new Date()) =>
  z.object({
    number: z.string().refine(isValidCardNumber, { error: _(cardMessages.number) }),
    firstName: z.string().trim().min(1, { error: _(cardMessages.firstName) }).max(60, { error: _(cardMessages.firstName) }),
    lastName: z.string().trim().max(60, { error: _(cardMessages.lastName) }).regex(cardName, { error: _(cardMessages.lastName) }),
    expiry: z.string().refine((value) => isValidExpiry(value, now()), { error: _(cardMessages.expiry) }),
    securityCode: z.string(),
  })
  .superRefine(({ number, securityCode }, ctx) => {
    if (!isValidSecurityCode(securityCode, number)) ctx.addIssue({ code: 'custom', message: _(cardMessages.securityCode), path: ['securityCode'] })
  })

export type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>

export const emptyCardForm: CardFormValues = { number: '', firstName: '', lastName: '', expiry: '', securityCode: '' }
