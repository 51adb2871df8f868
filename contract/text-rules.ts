// The text rule without zod (see text.ts): shop pages check their forms with it as it is.

/** The problem of text with control characters or broken UTF-16; the server names the field. */
export const invalidText = 'invalidText'

// C0 controls (tab, newline and carriage return aside), DEL and the C1 controls: matching them is the point.
// oxlint-disable-next-line no-control-regex
const controlInLine = /[\u0000-\u001F\u007F-\u009F]/
// oxlint-disable-next-line no-control-regex
const controlInMultiline = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether the value is well-formed text without control characters (tab/newline only if `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? controlInMultiline : controlInLine).test(value) && !loneSurrogate.test(value)
}

/** zod's own e-mail pattern (`z.email()`'s default), which the server's schemas check with. */
export const zodEmailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
/** zod's domain pattern (`z.regexes.domain`). */
export const zodDomainPattern = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/

/**
 * One text field as the contract's zod schema states it — `lineText(max, { tooLong })`, then
 * `.trim()`, `.min(1, required)` and further checks — for forms that check without zod. The
 * agreement with the schemas is tested (contract/form-rules.test.ts).
 */
export interface TextRule<P extends string> {
  max: number
  /** The problem past `max` characters: checked first, on the value as typed. */
  tooLong: P
  /** Required: the problem when empty (after the trim, if `trim`). */
  required?: P
  trim?: boolean
  /** Tab and newlines allowed. */
  multiline?: boolean
  /** Any characters (`cappedString` rather than `lineText`): no check for control characters. */
  anyText?: boolean
  /** Further checks of a non-empty value, in order: each answers its problem or nothing. */
  checks?: ReadonlyArray<(value: string) => P | undefined>
}

/** Lengths count characters (code points), as zod's do: an emoji is one. */
export const codePoints = (value: string) => Array.from(value).length

/** The value as the schema would pass it on (trimmed), or its first problem. */
export function checkText<P extends string>(raw: string, rule: TextRule<P>): { value: string; problem?: P | typeof invalidText } {
  if (codePoints(raw) > rule.max) return { value: raw, problem: rule.tooLong }
  if (!rule.anyText && !isCleanText(raw, rule.multiline)) return { value: raw, problem: invalidText }
  const value = rule.trim ? raw.trim() : raw
  if (value === '') return rule.required ? { value, problem: rule.required } : { value }
  for (const check of rule.checks ?? []) {
    const problem = check(value)
    if (problem) return { value, problem }
  }
  return { value }
}

/** The first problem of each field, by its path (`address.city`). */
export type Problems = Record<string, string>

/** Checks each named field with its rule: the values as they would be sent, and the problems. */
export function checkFields<Values extends Record<Field, string>, Field extends string>(
  values: Values,
  rules: Record<Field, TextRule<string>>,
): { values: Values; problems: Problems } {
  const checked: Record<string, string> = { ...values }
  const problems: Problems = {}
  for (const field of Object.keys(rules) as Field[]) {
    const { value, problem } = checkText(values[field] ?? '', rules[field])
    checked[field] = value
    if (problem) problems[field] = problem
  }
  return { values: checked as Values, problems }
}
