import { z } from 'zod'
import { envelope } from './envelope.ts'
import { minimumPartnerAge } from './partnership-rules.ts'
import { partnershipFields, type PartnershipField, type PartnershipProblem } from './partnership-checks.ts'
import { cappedString, lineText } from './text.ts'

export { minimumPartnerKits, replyWorkingDays } from './partnership-rules.ts'
export { partnershipFields, type PartnershipField, type PartnershipProblem } from './partnership-checks.ts'

export const partnershipSource = z.enum(['vape', 'energy'])
export type PartnershipSource = z.infer<typeof partnershipSource>

const text = (max = 120) => lineText(max, { error: 'required', tooLong: 'tooLong' }).trim().min(1, 'required')

// Visitors often type "example.com": read it as https://example.com, then insist on a real host.
const website = text(200)
  .transform((value) => (/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'website' }))

const age = z
  .union([cappedString(8, { tooLong: 'age' }), z.number()], { error: 'required' })
  .transform(String)
  .pipe(
    cappedString(8, { tooLong: 'age' })
      .trim()
      .min(1, 'required')
      .regex(/^\d{1,3}$/, 'age')
      .transform(Number)
      .pipe(z.number().min(minimumPartnerAge, 'ageMin').max(120, 'age')),
  )

/** Spec §3 partnership form: every field required, plus the privacy consent. */
export const partnershipEnquiry = z.object({
  name: text(),
  age,
  occupation: text(),
  industry: text(),
  company_website: website,
  city: text(),
  state: text(),
  country: text(),
  phone: text(40).regex(/^\+?[\d\s().-]{6,30}$/, 'phone'),
  email: text(254).pipe(z.email('email')),
  /** Another way to reach the visitor: WeChat, WhatsApp, Skype… */
  wechat: text(),
  // A checkbox: a boolean that must be ticked (a literal true would type the unticked form as invalid).
  privacy_request: z.boolean({ error: 'consent' }).refine((ticked) => ticked, { error: 'consent' }),
})
export type PartnershipEnquiryInput = z.input<typeof partnershipEnquiry>
export type PartnershipEnquiry = z.output<typeof partnershipEnquiry>

/** The first problem of each field, in form order. */
export function partnershipProblems(error: z.ZodError): Array<{ field: PartnershipField; problem: PartnershipProblem }> {
  const seen = new Map<PartnershipField, PartnershipProblem>()
  for (const issue of error.issues) {
    const field = issue.path[0] as PartnershipField
    if (!seen.has(field)) seen.set(field, issue.message as PartnershipProblem)
  }
  return partnershipFields.filter((field) => seen.has(field)).map((field) => ({ field, problem: seen.get(field)! }))
}

export const partnershipReceipt = z.object({
  id: z.number().int(),
  source: partnershipSource,
  /** The address the acknowledgement went to. */
  email: z.string(),
  reply_within_days: z.number().int(),
})
export type PartnershipReceipt = z.infer<typeof partnershipReceipt>

export const partnershipResponse = envelope(partnershipReceipt)
