import type { I18n } from '@lingui/core'
import type { AdminTitle } from './page-title.ts'

/** A back-office route's head: the title its loader named (page-title.ts), and never in a search engine. */
export function adminHead({ loaderData, match }: { loaderData?: AdminTitle; match: { context: { i18n: I18n } } }) {
  const { i18n } = match.context
  return {
    meta: [{ title: (loaderData?.title ?? []).map((part) => i18n._(part)).join(' · ') }, { name: 'robots', content: 'noindex, nofollow' }],
  }
}
