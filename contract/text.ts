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

type StringParams = Parameters<typeof z.string>[0]

/** One line of text (names, search words, e-mail, passwords…). */
export const lineText = (params?: StringParams) => z.string(params).refine((value) => isCleanText(value), { error: invalidText, abort: true })

/** Text that may span lines (notes): tab and newlines allowed, other controls not. */
export const multilineText = (params?: StringParams) => z.string(params).refine((value) => isCleanText(value, true), { error: invalidText, abort: true })

/** Characters of a search query that count: a longer one is cut to this, not refused. */
export const longestQuery = 100

/**
 * What a shopper searches for: control characters are refused (422) like everywhere; anything
 * else is plain text, trimmed and cut to 100 characters (whole ones: an emoji is never halved).
 */
export const searchText = lineText().transform((value) => Array.from(value.trim()).slice(0, longestQuery).join('').trim())
