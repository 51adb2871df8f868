import type { RequestLimit } from '../../plugins/request-limits.ts'

/**
 * Searches per client address, shared by the whole-shop search and the lines' /searchgoods: a
 * shopper typing sends a suggestion per pause, far below it; a script firing misspelt searches
 * at once is held to ten a second.
 */
export const searchLimit: RequestLimit = {
  name: 'search',
  burst: 30,
  perSecond: 10,
  message: /*i18n*/ { id: 'Too many searches at once. Please try again in {wait}.' },
}
