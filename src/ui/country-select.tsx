import { useMemo, type Ref, type SelectHTMLAttributes } from 'react'
import { useLocale } from '@/lib/i18n.ts'

// ISO 3166-1 alpha-2 codes of the countries and territories a parcel can be sent to.
const countryCodes = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ')

/** A country's name in the interface language, or the code itself when the platform lacks it. */
export function useCountryName(): (code: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' })
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code
      } catch {
        return code
      }
    }
  }, [locale])
}

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The empty first option, e.g. 'Please select a country'. */
  placeholder: string
  ref?: Ref<HTMLSelectElement>
}

/** A native select (the phone's own picker on mobile) of countries by code, named in the interface language. */
export function CountrySelect({ placeholder, ref, ...props }: CountrySelectProps) {
  const locale = useLocale()
  const countryName = useCountryName()
  const options = useMemo(() => {
    const collator = new Intl.Collator(locale === 'zh-cn' ? 'zh-CN' : 'en')
    return countryCodes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => collator.compare(a.name, b.name))
  }, [countryName, locale])
  return (
    <select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  )
}
