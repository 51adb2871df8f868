import { localeCookie } from '#contract/locales.ts'

/** The spec's local-storage keys (§3). Values are JSON text. */
export const StorageKey = {
  token: 'TOKEN__',
  locale: localeCookie,
  userInfo: 'USER__INFO__',
  cart: 'CART__',
  path: 'PATH__',
  cartCounts: 'CART__COUNTS__',
  /** Cart changes still unanswered when the last page unloaded: resumed by the next (cart/unload-handoff.ts). */
  cartInFlight: 'CART__IN__FLIGHT__',
  currency: 'CURRENCY__',
  ageConfirmed: 'AGE__CONFIRMED__',
  /** The country the shopper chose for delivery prices (features/delivery). */
  deliveryCountry: 'DELIVERY__COUNTRY__',
} as const
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey]

/** Reads a key; a missing value, 'undefined', 'null' or unparsable text all count as absent. */
export function readStorage<T>(key: StorageKey): T | undefined {
  let raw: string | null
  try {
    raw = localStorage.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null || raw === 'undefined' || raw === 'null') return undefined
  try {
    const value = JSON.parse(raw) as T | null
    return value === null ? undefined : value
  } catch {
    return undefined
  }
}

export function writeStorage<T>(key: StorageKey, value: T | undefined | null): void {
  try {
    if (value === undefined || value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the app keeps working from memory.
  }
}

export function removeStorage(key: StorageKey): void {
  writeStorage(key, undefined)
}
