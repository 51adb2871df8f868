import { z } from 'zod'
import { invalidText, isCleanText } from './text-rules.ts'

/**
 * Text a shopper types. PostgreSQL cannot store a NUL, a lone UTF-16 surrogate is not text at all,
 * and control characters can rewrite the terminal or log that later shows the value: all are
 * refused here, in the contract, so the client and every route apply the same rule and the
 * database never sees them. The message is `invalidText`; the server names the field.
 */
export { invalidText } from './text-rules.ts'

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

/** Characters of a search query that count: a longer one is cut to this, not refused. */
export const longestQuery = 100

/**
 * What a shopper searches for: control characters are refused (422) like everywhere; anything
 * else is plain text, trimmed and cut to 100 characters (whole ones: an emoji is never halved).
 * The cap far above that only keeps a megabyte from reaching the cut.
 */
export const searchText = lineText(2000).transform((value) => Array.from(value.trim()).slice(0, longestQuery).join('').trim())
