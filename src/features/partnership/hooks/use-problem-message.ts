import { useLingui } from '@lingui/react/macro'
import type { PartnershipField, PartnershipProblem } from '#contract/partnership.ts'

/** The sentence for one field's problem, in the visitor's language (the server says the same). */
export function useProblemMessage(): (field: PartnershipField, problem: PartnershipProblem) => string {
  const { t } = useLingui()
  const required: Record<PartnershipField, string> = {
    name: t`Please input your name!`,
    age: t`Please input your age!`,
    occupation: t`Please input your occupation!`,
    industry: t`Please input your industry!`,
    company_website: t`Please input your company website!`,
    city: t`Please input your city!`,
    state: t`Please input your state or province!`,
    country: t`Please input your country!`,
    phone: t`Please input your mobile phone!`,
    email: t`Please input your contact email!`,
    wechat: t`Please input your other contact!`,
    privacy_request: t`Please agree to the privacy policy to send your enquiry.`,
  }
  return (field, problem) => {
    switch (problem) {
      case 'required':
        return required[field]
      case 'tooLong':
        return t`This is too long. Please shorten it.`
      case 'age':
        return t`Please enter your age in whole years.`
      case 'ageMin':
        return t`Partners must be 21 or older.`
      case 'email':
        return t`Incorrect email.`
      case 'website':
        return t`Please enter a website address such as https://example.com.`
      case 'phone':
        return t`Please enter a phone number with digits only, e.g. +1 415 555 0100.`
      case 'consent':
        return t`Please agree to the privacy policy to send your enquiry.`
      case 'invalidText':
        return t`This contains characters that are not allowed (control characters or broken text). Please retype it.`
    }
  }
}
