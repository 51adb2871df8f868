import type { Locale } from '#contract/common.ts'
import { catalogue } from './catalogue.ts'

/**
 * A server message from the shop's Lingui catalogues: `id` is the spec's exact English, its
 * translations live in `src/locales/{locale}/server.po` beside the client's. Write it as
 * `/*i18n*\/ { id: '…' }` so `npm run i18n` extracts it; `{name}` placeholders are ICU arguments.
 */
export interface CatalogMessage {
  id: string
}

/** Text already worked out in each language from catalogue messages (a field name or a wait filled in). */
export interface Translated {
  en: string
  'zh-cn': string
}

export type Message = CatalogMessage | Translated

export type MessageParams = Record<string, string | number>

export function translate(message: Message, locale: Locale, params: MessageParams = {}): string {
  if (!('id' in message)) return message[locale]
  return catalogue(locale)._(message.id, params)
}

/** The message in both languages, its placeholders filled: for text built from several messages. */
export function inBothLanguages(message: Message, params: MessageParams = {}): Translated {
  return { en: translate(message, 'en', params), 'zh-cn': translate(message, 'zh-cn', params) }
}

/** Picks zh-cn for any Chinese Accept-Language (zh, zh-CN, zh-Hans…), else English. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';')
      const q = rest.find((p) => p.trim().startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-cn'
    if (tag.startsWith('en') || tag === '*') return 'en'
  }
  return 'en'
}
