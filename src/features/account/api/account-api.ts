import { browserApi } from '@/lib/api.ts'

/**
 * Accounts are shared by every shop line; the account pages sit outside any one shop, so
 * they talk to the scooter shop's base, as any line's base would answer the same.
 */
export const accountApi = () => browserApi().shop('sco')

/** Query keys of the user's own data start with 'user', so logout wipes them (lib/session.ts). */
export const accountKeys = {
  info: ['user', 'info'] as const,
  addresses: ['user', 'addresses'] as const,
  address: (id: number) => ['user', 'addresses', id] as const,
  coupons: (locale: string) => ['user', 'coupons', locale] as const,
  deletion: (locale: string) => ['user', 'deletion', locale] as const,
}
