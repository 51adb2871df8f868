// ISO 3166-1 countries named in the shopper's language (i18n-iso-countries, English and Chinese).
// Only what needs every country's name imports this (the address form, loaded when it opens;
// the server): shoppers' other pages never carry the list.
import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' }
import type { Locale } from './common.ts'
import { isIsoCountry, isoCountryCodes } from './country-codes.ts'

countries.registerLocale(en)
countries.registerLocale(zh)

const lang = (locale: Locale) => (locale === 'zh-cn' ? 'zh' : 'en')

/** Every ISO 3166-1 alpha-2 code (the one list, country-codes.ts). */
export const countryCodes = isoCountryCodes

export const isCountryCode = isIsoCountry

/** "SG" → "Singapore" / "新加坡"; the code itself for one the list does not know. */
export const countryName = (code: string, locale: Locale): string => countries.getName(code, lang(locale)) ?? code

/** Every country, sorted by its name in the shopper's language. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale === 'zh-cn' ? 'zh-CN' : 'en')
  return countryCodes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name))
}
