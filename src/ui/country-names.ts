import { isoCountryCodes } from '#contract/country-codes.ts'

const intlLocale = (locale: string) => (locale === 'zh-cn' ? 'zh-CN' : 'en')

/** A country's name in the shopper's language, from the browser's own data (Intl): nothing to download. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

const sorted = new Map<string, { code: string; name: string }[]>()

/** Every ISO 3166-1 country, named and sorted in the shopper's language. */
export interface CountryOption {
  code: string
  name: string
}

export function countryOptions(locale: string): CountryOption[] {
  let list = sorted.get(locale)
  if (!list) {
    const collator = new Intl.Collator(intlLocale(locale))
    list = isoCountryCodes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name))
    sorted.set(locale, list)
  }
  return list
}
