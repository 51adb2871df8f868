import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { formMessageKeys, type FormMessageKey } from '#contract/account-rules.ts'
import { invalidText } from '#contract/text-rules.ts'

/** The contract's form-message keys in the shopper's language (spec §5's exact English). */
const formMessages: Record<FormMessageKey, MessageDescriptor> = {
  emailRequired: msg`Please input your email!`,
  emailInvalid: msg`Incorrect email.`,
  passwordRequired: msg`Please input your password!`,
  passwordLength: msg`The password must be 8 to 128 characters long.`,
  usernameRequired: msg`Please input username!`,
  codeRequired: msg`Please input code!`,
  codeFormat: msg`The code is the 6 digits from the e-mail.`,
  phoneRequired: msg`Please input phone!`,
  phoneInvalid: msg`Incorrect phone number.`,
  passwordAgainRequired: msg`Please input the password again`,
  passwordsDiffer: msg`Two inputs don't match!`,
  oldPasswordRequired: msg`Please input your old password`,
  newPasswordRequired: msg`Please input your new password`,
  firstNameRequired: msg`Please input First name!`,
  countryRequired: msg`Please input Country!`,
  cityRequired: msg`Please input City!`,
  addressRequired: msg`Please input Address!`,
  postalCodeRequired: msg`Please input Postal/Zip code!`,
  tooLong: msg`This is too long.`,
  passwordHasEmail: msg`The password must not be or contain your email address (the part before @).`,
  passwordHasUsername: msg`The password must not be or contain your username.`,
}

const isKey = (value: unknown): value is FormMessageKey => formMessageKeys.includes(value as FormMessageKey)

/** Turns a field error (a contract key) into the message to show under the field. */
export function useFormMessage(): (error: { message?: string } | undefined) => string | undefined {
  const { i18n } = useLingui()
  return (error) => {
    if (!error?.message) return undefined
    if (error.message === invalidText)
      return i18n._(msg`This contains characters that are not allowed (control characters or broken text). Please retype it.`)
    return isKey(error.message) ? i18n._(formMessages[error.message]) : error.message
  }
}
