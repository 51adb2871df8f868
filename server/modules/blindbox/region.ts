import { isIP } from 'node:net'
import { Code } from '#contract/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'

export interface RegionRules {
  /** Empty: every country. */
  allowed: string[]
  blocked: string[]
}

const privateV4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./]

/** Loopback, private and link-local addresses: the shop's own network, never refused. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, '')
  if (isIP(address) === 4) return privateV4.some((pattern) => pattern.test(address))
  const lower = address.toLowerCase()
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
}

type Lookup = (ip: string) => { country: string } | null
let lookup: Lookup | undefined

/** geoip-lite loads its offline database (~100 MB) on first use, not at start. */
async function countryOf(ip: string): Promise<string> {
  lookup ??= (await import('geoip-lite')).default.lookup
  return lookup(ip.replace(/^::ffff:/i, ''))?.country || 'ZZ'
}

/** The visitor's country and whether the blind-box shop serves it. */
export async function regionOf(ip: string, rules: RegionRules): Promise<{ country: string; allowed: boolean }> {
  if (isLocalAddress(ip)) return { country: 'LOCAL', allowed: true }
  const country = await countryOf(ip)
  const allowed = (rules.allowed.length === 0 || rules.allowed.includes(country)) && !rules.blocked.includes(country)
  return { country, allowed }
}

/** The visitor's country where blind boxes are sold; elsewhere 406 (the client shows it and goes home). */
export async function servedRegion(ip: string, rules: RegionRules): Promise<{ country: string; allowed: boolean }> {
  const region = await regionOf(ip, rules)
  if (!region.allowed) throw new ShopError(Code.goHome, messages.regionRefused, { params: { country: region.country } })
  return region
}
