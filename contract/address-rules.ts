// Addresses every country accepts (issue 47 item 4): the same rules in the browser's address
// form and on the server, from Google's address metadata (contract/address-data.ts) and
// libphonenumber-js. Only the address form (loaded when it opens) and the server import this.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { addressData, type CountryAddressRule } from './address-data.ts'

export type { CountryAddressRule } from './address-data.ts'

export type AddressField = 'country' | 'state' | 'postal_code' | 'phone'
/** Which rule a field breaks; each side turns it into the field's sentence. */
export type AddressProblem = 'country' | 'state' | 'postalCode' | 'postalCodeFormat' | 'phone'

export interface AddressParts {
  country: string
  state: string
  postal_code: string
  phone: string
}

export const addressRuleOf = (country: string): CountryAddressRule | undefined => addressData[country.toUpperCase()]

/** Whether addresses in the country have a postal code at all (Hong Kong has none). */
export const hasPostalCode = (rule: CountryAddressRule) => rule.fmt.includes('%Z')

/** The state/province key the list stores, from its key or either name; undefined when not on the list. */
function stateKey(rule: CountryAddressRule, value: string): string | undefined {
  const wanted = value.trim().toLowerCase()
  return rule.states?.find((state) => state.some((name) => name.toLowerCase() === wanted))?.[0]
}

/**
 * Checks the parts of an address the destination decides: a known country, a state/province
 * where one is required (from the list where there is one), a postal code where the country
 * has them (required where it requires one, of its pattern), a phone number that is one.
 * Answers the problems by field, and the address as stored: state as the list's key, postal
 * code upper-case ('' where the country has none), phone in international form (E.164).
 */
export function checkAddressParts<T extends AddressParts>(
  address: T,
): { problems: Partial<Record<AddressField, AddressProblem>>; address: T } {
  const problems: Partial<Record<AddressField, AddressProblem>> = {}
  const country = address.country.trim().toUpperCase()
  const rule = addressRuleOf(country)
  if (!rule) return { problems: { country: 'country' }, address }
  let state = address.state.trim()
  if (rule.require.includes('S')) {
    const key = rule.states ? stateKey(rule, state) : state || undefined
    if (!key) problems.state = 'state'
    else state = key
  }
  let postalCode = address.postal_code.trim().toUpperCase()
  if (!hasPostalCode(rule)) postalCode = ''
  else if (postalCode === '') {
    if (rule.require.includes('Z')) problems.postal_code = 'postalCode'
  } else if (rule.zip && !new RegExp(`^(?:${rule.zip})$`, 'i').test(postalCode)) problems.postal_code = 'postalCodeFormat'
  let phone = address.phone.trim()
  if (phone) {
    const parsed = parsePhoneNumberFromString(phone, country as CountryCode)
    if (!parsed?.isValid()) problems.phone = 'phone'
    else phone = parsed.number
  }
  return { problems, address: { ...address, country, state, postal_code: postalCode, phone } }
}

export interface PrintableAddress extends AddressParts {
  first_name: string
  last_name: string
  city: string
  address: string
}

/**
 * The address's lines in the order its country prints them (Latin order in English, the
 * local one in Chinese), empty lines left out; the country's name is the caller's last line.
 */
export function addressLines(address: PrintableAddress, locale: 'en' | 'zh-cn'): string[] {
  const rule = addressRuleOf(address.country)
  const format = (locale === 'en' ? (rule?.lfmt ?? rule?.fmt) : rule?.fmt) ?? '%N%n%O%n%A%n%C %S %Z'
  const state = rule?.states?.find(([key]) => key === address.state)
  const stateName = state ? (locale === 'en' ? state[1] : state[2]) : address.state
  const name = `${address.first_name} ${address.last_name}`.trim()
  const fields: Record<string, string> = {
    N: name,
    O: '',
    A: address.address,
    D: '',
    C: address.city,
    S: stateName,
    Z: address.postal_code,
  }
  return format
    .split('%n')
    .flatMap((line) =>
      line
        .replace(/%([NOADCSZX])/g, (_, key: string) => fields[key] ?? '')
        .split('\n')
        .map((part) => trimSeparators(part.replace(/\s+/g, ' '))),
    )
    .filter(Boolean)
}

const separators = new Set([' ', ',', '–', '-'])

/** A line without the spaces, commas and dashes an empty field left at its ends (a pattern for this would be quadratic). */
function trimSeparators(line: string): string {
  let start = 0
  let end = line.length
  while (start < end && separators.has(line[start])) start++
  while (end > start && separators.has(line[end - 1])) end--
  return line.slice(start, end)
}
