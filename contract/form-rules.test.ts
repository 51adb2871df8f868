import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  accountFields,
  addressFields,
  changePasswordBody,
  loginBody,
  passwordAgain,
  registerBody,
  resetPasswordBody,
  verifyResetBody,
} from './account.ts'
import { accountRules } from './account-rules.ts'
import { partnershipEnquiry, partnershipProblems } from './partnership.ts'
import { checkPartnershipForm, type PartnershipFormValues } from './partnership-checks.ts'
import { checkFields, type TextRule } from './text-rules.ts'

// The shop's forms check with the plain rules (no zod on shop pages); the server with the zod
// schemas. For any input, both must find the same first problem in each field and pass on the
// same values.

/** Strings a shopper could type, and the ones that break rules: empty, blank, control characters, lone surrogates, long. */
const typed = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '  a  ',
    'mei@example.com',
    ' Mei@Example.co.uk ',
    'mei@',
    'a..b@x.io',
    '123456',
    ' 123456 ',
    '12345',
    '+86 138 0013 8000',
    'abc\u0000',
    'tab\there',
    'x\uD800',
    'password1',
    'example.com',
    'ftp://x.io',
    'https://shop.example.com/a',
    '21',
    '20',
    '121',
    '007',
    '1e2',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ minLength: 19, maxLength: 300 }),
  fc.stringMatching(/^[a-z0-9.]{1,10}@[a-z]{1,6}\.[a-z]{2,4}$/),
  fc.stringMatching(/^\s?\+?[\d\s()-]{4,32}$/),
)

/** The first message zod gives for each top-level field. */
function firstIssues(error: z.ZodError | undefined): Record<string, string> {
  const found: Record<string, string> = {}
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0])
    if (!(field in found)) found[field] = issue.message
  }
  return found
}

/** A counterexample where the plain rules and the schema disagree, or null. */
function disagreement<Field extends string>(
  schema: z.ZodType,
  rules: Record<Field, TextRule<string>>,
  extra: Record<string, unknown> = {},
) {
  const fields = Object.keys(rules) as Field[]
  const pick = (values: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, values[field]]))
  const run = fc.check(
    fc.property(fc.tuple(...fields.map(() => typed)), (values) => {
      const input = Object.fromEntries(fields.map((field, index) => [field, values[index]])) as Record<Field, string>
      const plain = checkFields(input, rules)
      const parsed = schema.safeParse({ ...input, ...extra })
      const zodProblems = Object.fromEntries(Object.entries(firstIssues(parsed.error)).filter(([field]) => fields.includes(field as Field)))
      const plainSide = { problems: plain.problems, values: parsed.success ? pick(plain.values) : null }
      const zodSide = { problems: zodProblems, values: parsed.success ? pick(parsed.data as Record<string, unknown>) : null }
      return isDeepStrictEqual(plainSide, zodSide)
    }),
    { numRuns: 500 },
  )
  return run.failed ? run.counterexample : null
}

describe('the account forms’ plain rules agree with the contract’s schemas', () => {
  const r = accountRules
  it('login', () => expect(disagreement(loginBody, { email: r.email, password: r.loginPassword })).toBeNull())
  it('register', () =>
    expect(
      disagreement(registerBody, {
        username: r.username,
        phone: r.phone,
        wechat: r.wechat,
        email: r.email,
        password: r.password,
        code: r.code,
      }),
    ).toBeNull())
  it('reset code', () => expect(disagreement(verifyResetBody, { email: r.email, code: r.code })).toBeNull())
  it('new password', () => expect(disagreement(resetPasswordBody, { password: r.newPassword }, { reset_token: 'ticket' })).toBeNull())
  it('change password', () =>
    expect(disagreement(changePasswordBody, { old_password: r.oldPassword, new_password: r.newPassword })).toBeNull())
  it('password again', () =>
    expect(disagreement(z.object({ password_again: passwordAgain }), { password_again: r.passwordAgain })).toBeNull())
  it('account details', () => expect(disagreement(accountFields, { username: r.username, phone: r.phone, wechat: r.wechat })).toBeNull())
  it('address', () => {
    const rules = {
      first_name: r.first_name,
      last_name: r.last_name,
      country: r.country,
      state: r.state,
      city: r.city,
      address: r.address,
      postal_code: r.postal_code,
      phone: r.addressPhone,
    }
    expect(disagreement(addressFields, rules)).toBeNull()
  })
})

describe('the partnership form’s plain rules agree with the contract’s schema', () => {
  it('finds the same problems and sends the same enquiry', () => {
    const fields = [
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
    ] as const
    const run = fc.check(
      fc.property(fc.tuple(...fields.map(() => typed)), fc.boolean(), (values, consent) => {
        const form = {
          ...Object.fromEntries(fields.map((field, index) => [field, values[index]])),
          privacy_request: consent,
        } as PartnershipFormValues
        const plain = checkPartnershipForm(form)
        const parsed = partnershipEnquiry.safeParse(form)
        const zodProblems = parsed.success
          ? {}
          : Object.fromEntries(partnershipProblems(parsed.error).map(({ field, problem }) => [field, problem]))
        return isDeepStrictEqual(
          { problems: plain.problems, values: parsed.success ? plain.values : null },
          { problems: zodProblems, values: parsed.success ? parsed.data : null },
        )
      }),
      { numRuns: 800 },
    )
    expect(run.failed ? run.counterexample : null).toBeNull()
  })
})
