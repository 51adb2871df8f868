/**
 * The shop's languages, written once: the client's catalogs, the server's messages and render,
 * the contract's `locale` schema and Lingui's configuration all read this list. Plain data, no
 * zod: the shop's pages import it at run time.
 */
export const locales = ['en', 'zh-cn'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** The cookie (and local-storage key, spec §3) holding the shopper's chosen language. */
export const localeCookie = 'LOCALE__'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)
