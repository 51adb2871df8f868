import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { z } from 'zod'
import { dataProblems } from './sections/data-problems.ts'

// The contract names each form problem; these are the same sentences the server answers with.
const problems: Record<string, MessageDescriptor> = {
  email: msg`Incorrect email.`,
  passwordShort: msg`Use at least 12 characters.`,
  totpCode: msg`Type the six digits from your authenticator app.`,
  recoveryCode: msg`Type a recovery code as it was given: ten letters and digits.`,
  slug: msg`Use lower-case letters, digits and dashes.`,
  price: msg`The price must be at least 1 cent.`,
  nameRequired: msg`Give the product a name in at least one language.`,
  categoryName: msg`Give the category a name in at least one language.`,
  categoryBrand: msg`Vape categories belong to a brand (WAKA or IMOMENT); other lines have none.`,
  categorySort: msg`The position is a whole number from 0 to 10000.`,
  carrier: msg`Name the carrier.`,
  tracking: msg`Tracking numbers are 4 to 40 letters, digits or dashes.`,
  noteEmpty: msg`Write the note first.`,
  returnAddress: msg`Write the address the parcel goes back to.`,
  parcelReference: msg`Give the reference to write on the parcel.`,
  rejectReason: msg`Say why, in words the customer will read.`,
  withoutReturnReason: msg`Say why the goods stay with the customer.`,
  policyName: msg`Name the policy in both languages.`,
  windowDays: msg`Days are a whole number from 0 to 365.`,
  warrantyMonths: msg`Months are a whole number from 0 to 120.`,
  policyCountry: msg`Countries are two-letter codes, like GB or DE, separated by commas.`,
  policyTerms: msg`Write the terms in both languages.`,
  invalidText: msg`This text contains characters that are not allowed (control characters or broken text). Please retype it.`,
  ...dataProblems,
}
const fallback = msg`Please check this field.`

/** A contract problem name (a zod issue's message) → its sentence in the operator's language. */
export function useProblemText() {
  const { i18n } = useLingui()
  return (problem: string | undefined): string | undefined => (problem === undefined ? undefined : i18n._(problems[problem] ?? fallback))
}

/** Field name → translated problem, from a failed safeParse of a contract schema. */
export function useProblems() {
  const text = useProblemText()
  return (error: z.ZodError): Record<string, string> => {
    const fields: Record<string, string> = {}
    for (const issue of error.issues) fields[issue.path.join('.')] ??= text(issue.message)!
    return fields
  }
}
