// The account forms' rules without zod: the shop's account pages check with them as they are,
// and contract/account.ts states the same rules as zod schemas for the server
// (contract/form-rules.test.ts holds the two in agreement).
import { codePoints, zodEmailPattern, type TextRule } from './text-rules.ts'

/**
 * The form messages of spec §5 and the few rules it leaves to us, as keys: the client shows
 * them through Lingui, the server answers them in the caller's language.
 */
export const formMessageKeys = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordLength',
  'usernameRequired',
  'codeRequired',
  'codeFormat',
  'phoneRequired',
  'phoneInvalid',
  'passwordAgainRequired',
  'passwordsDiffer',
  'oldPasswordRequired',
  'newPasswordRequired',
  'firstNameRequired',
  'countryRequired',
  'cityRequired',
  'addressRequired',
  'postalCodeRequired',
  'tooLong',
  'passwordHasEmail',
  'passwordHasUsername',
] as const
export type FormMessageKey = (typeof formMessageKeys)[number]

/** 8 to 128 characters: long passphrases welcome, the hash cost stays bounded. */
export const passwordMinLength = 8
export const passwordMaxLength = 128

export const accountPhonePattern = /^\+?[\d\s()-]{5,30}$/

type Rule = TextRule<FormMessageKey>
const when = (pattern: RegExp, problem: FormMessageKey) => (value: string) => (pattern.test(value) ? undefined : problem)
const requiredText = (required: FormMessageKey, max: number): Rule => ({ max, tooLong: 'tooLong', required, trim: true })
const optionalText = (max: number): Rule => ({ max, tooLong: 'tooLong', trim: true })
const newPassword = (required: FormMessageKey): Rule => ({
  max: passwordMaxLength,
  tooLong: 'passwordLength',
  required,
  checks: [(value) => (codePoints(value) < passwordMinLength ? 'passwordLength' : undefined)],
})

/** Each account field's rule, named as the request bodies name them. */
export const accountRules = {
  email: { max: 254, tooLong: 'emailInvalid', required: 'emailRequired', trim: true, checks: [when(zodEmailPattern, 'emailInvalid')] },
  loginPassword: { max: 1024, tooLong: 'passwordLength', required: 'passwordRequired' },
  oldPassword: { max: 1024, tooLong: 'passwordLength', required: 'oldPasswordRequired' },
  password: newPassword('passwordRequired'),
  newPassword: newPassword('newPasswordRequired'),
  /** The "again" field of the client's forms; the server never needs it (no text check, like the schema). */
  passwordAgain: { max: passwordMaxLength, tooLong: 'passwordLength', required: 'passwordAgainRequired', anyText: true },
  code: { max: 20, tooLong: 'codeFormat', required: 'codeRequired', trim: true, checks: [when(/^\d{6}$/, 'codeFormat')] },
  username: requiredText('usernameRequired', 60),
  phone: { ...requiredText('phoneRequired', 30), checks: [when(accountPhonePattern, 'phoneInvalid')] },
  wechat: optionalText(60),
  first_name: requiredText('firstNameRequired', 80),
  last_name: optionalText(80),
  country: requiredText('countryRequired', 80),
  state: optionalText(80),
  city: requiredText('cityRequired', 80),
  address: requiredText('addressRequired', 200),
  // Required or not by the country (address-rules.ts): the address form asks the country's rule.
  postal_code: optionalText(20),
  addressPhone: optionalText(30),
} satisfies Record<string, Rule>

/**
 * A new password may not be, or contain, the name part of the e-mail address or the username: a
 * guesser tries those first. Containment counts from 3 characters, so a 1- or 2-letter name does
 * not rule out half the dictionary. The common-password list is the server's (too big to ship).
 */
export function passwordPersonalProblem(
  password: string,
  who: { email?: string; username?: string },
): 'passwordHasEmail' | 'passwordHasUsername' | null {
  const lower = password.toLowerCase()
  const clash = (name: string | undefined) => {
    const part = (name ?? '').trim().toLowerCase()
    return part !== '' && (lower === part || (part.length >= 3 && lower.includes(part)))
  }
  if (clash(who.email?.split('@')[0]) || clash(who.email)) return 'passwordHasEmail'
  if (clash(who.username)) return 'passwordHasUsername'
  return null
}
