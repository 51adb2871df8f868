import type { Locale } from '#contract/common.ts'

/** A server message in both shop languages; `{name}` placeholders are filled from params. */
export interface Message {
  en: string
  'zh-cn': string
}

export type MessageParams = Record<string, string | number>

export function translate(message: Message, locale: Locale, params: MessageParams = {}): string {
  return message[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
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
