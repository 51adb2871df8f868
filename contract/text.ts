import { z } from 'zod'

/**
 * Text a shopper types. PostgreSQL cannot store a NUL, a lone UTF-16 surrogate is not text at all,
 * and control characters can rewrite the terminal or log that later shows the value: all are
 * refused here, in the contract, so the client and every route apply the same rule and the
 * database never sees them. The message is `invalidText`; the server names the field.
 */
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

/** Messages of a text field: `error` when it is missing or not a string, `tooLong` past its cap. */
export interface TextMessages {
  error?: string
  tooLong?: string
}

/**
 * Every string a request carries starts here. The length is checked first and a string over it
 * aborts the validation: no pattern, trim or refinement ever runs on a megabyte, and an object's
 * own refinements are skipped too (zod runs them after a child's non-aborting issue).
 */
export const cappedString = (max: number, { error, tooLong }: TextMessages = {}) =>
  z.string(error === undefined ? undefined : { error }).max(max, { error: tooLong, abort: true })

/** One line of text (names, search words, e-mail, passwords…), at most `max` characters. */
export const lineText = (max: number, messages?: TextMessages) =>
  cappedString(max, messages).refine((value) => isCleanText(value), { error: invalidText, abort: true })

/** Text that may span lines (notes): tab and newlines allowed, other controls not. */
export const multilineText = (max: number, messages?: TextMessages) =>
  cappedString(max, messages).refine((value) => isCleanText(value, true), { error: invalidText, abort: true })
