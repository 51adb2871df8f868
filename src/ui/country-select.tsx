import { useMemo, type Ref, type SelectHTMLAttributes } from 'react'
import { useLocale } from '@/lib/i18n.ts'
import { countryName, countryOptions, type CountryOption } from './country-names.ts'

/** A country's name in the interface language, or the code itself when the platform lacks it. */
export function useCountryName(): (code: string) => string {
  const locale = useLocale()
  return useMemo(() => (code: string) => countryName(code.toUpperCase(), locale), [locale])
}

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The empty first option, e.g. 'Please select a country'. */
  placeholder: string
  /** The countries offered, named; by default every ISO country, named by the platform (Intl). */
  options?: readonly CountryOption[]
  ref?: Ref<HTMLSelectElement>
}

/** A native select (the phone's own picker on mobile) of countries by code, named in the interface language. */
export function CountrySelect({ placeholder, options, ref, ...props }: CountrySelectProps) {
  const locale = useLocale()
  const named = options ?? countryOptions(locale)
  return (
    <select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {named.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  )
}
