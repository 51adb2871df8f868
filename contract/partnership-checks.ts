// The partnership form's rules without zod: the form checks with them as they are, and
// contract/partnership.ts states the same rules as a zod schema for the server
// (contract/form-rules.test.ts holds the two in agreement).
import { minimumPartnerAge } from './partnership-rules.ts'
import { checkFields, zodDomainPattern, zodEmailPattern, type TextRule } from './text-rules.ts'

/** The form's fields, in form order. */
export const partnershipFields = [
  'name',
  'age',
  'occupation',
  'industry',
  'company_website',
  'city',
  'state',
  'country',
  'phone',
  'email',
  'wechat',
  'privacy_request',
] as const
export type PartnershipField = (typeof partnershipFields)[number]

/**
 * What can be wrong with one field. Client and server share these keys and each turns them
 * into a sentence in the visitor's language, so both always agree on the rule.
 */
export type PartnershipProblem = 'required' | 'tooLong' | 'age' | 'ageMin' | 'email' | 'website' | 'phone' | 'consent' | 'invalidText'

/** The form as typed: text fields, and the consent box ticked or not. */
export type PartnershipFormValues = Record<Exclude<PartnershipField, 'privacy_request'>, string> & { privacy_request: boolean }

const text = (max = 120): TextRule<PartnershipProblem> => ({ max, tooLong: 'tooLong', required: 'required', trim: true })

// Visitors often type "example.com": read it as https://example.com, then insist on a real host.
const withScheme = (value: string) => (/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`)
function websiteProblem(value: string): PartnershipProblem | undefined {
  try {
    const url = new URL(withScheme(value))
    return /^https?$/.test(url.protocol.slice(0, -1)) && zodDomainPattern.test(url.hostname) ? undefined : 'website'
  } catch {
    return 'website'
  }
}
function ageProblem(value: string): PartnershipProblem | undefined {
  if (!/^\d{1,3}$/.test(value)) return 'age'
  const years = Number(value)
  return years < minimumPartnerAge ? 'ageMin' : years > 120 ? 'age' : undefined
}

/** Each field's rule, as contract/partnership.ts states it for the server. */
export const partnershipRules = {
  name: text(),
  // Past 8 characters the schema's union of text and number fails as a whole: 'required'.
  age: { max: 8, tooLong: 'required', required: 'required', trim: true, anyText: true, checks: [ageProblem] },
  occupation: text(),
  industry: text(),
  company_website: { ...text(200), checks: [websiteProblem] },
  city: text(),
  state: text(),
  country: text(),
  phone: { ...text(40), checks: [(value) => (/^\+?[\d\s().-]{6,30}$/.test(value) ? undefined : 'phone')] },
  email: { ...text(254), checks: [(value) => (zodEmailPattern.test(value) ? undefined : 'email')] },
  wechat: text(),
} satisfies Record<Exclude<PartnershipField, 'privacy_request'>, TextRule<PartnershipProblem>>

/** The enquiry as the server takes it (website with its scheme, age in years), or each field's problem. */
export function checkPartnershipForm({ privacy_request, ...fields }: PartnershipFormValues) {
  const { values, problems } = checkFields(fields, partnershipRules)
  if (!privacy_request) problems.privacy_request = 'consent'
  const enquiry = { ...values, company_website: withScheme(values.company_website), age: Number(values.age), privacy_request }
  return { values: enquiry, problems }
}
