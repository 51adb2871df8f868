import { useQueryClient } from '@tanstack/react-query'
import { operatorHeader } from '#contract/admin.ts'
import { createShopApi } from '@/lib/api.ts'
import { localeStore } from '@/lib/i18n.ts'
import { createStore } from '@/lib/external-store.ts'

// The operator's session lives in this tab only (sessionStorage): closing the tab signs out,
// and it never mixes with the shopper's TOKEN__.
const storageKey = 'ADMIN__TOKEN__'
const read = () => {
  try {
    return sessionStorage.getItem(storageKey) ?? undefined
  } catch {
    return undefined
  }
}

export const operatorTokenStore = createStore<string | undefined>(read())

export function setOperatorToken(token: string | undefined): void {
  if (token) sessionStorage.setItem(storageKey, token)
  else sessionStorage.removeItem(storageKey)
  operatorTokenStore.set(token)
}

/** The back office's API; every call carries this tab's operator session, never the shopper's token. */
export const adminApi = createShopApi({
  getToken: () => undefined,
  getLocale: () => localeStore.get() ?? 'en',
  events: { loginExpired: () => setOperatorToken(undefined), redirect: () => {}, goHome: () => {}, error: () => {} },
  headers: () => ({ [operatorHeader]: operatorTokenStore.get() ?? '' }),
}).admin()

/**
 * Every back-office query: never persisted, and stale at once, so each screen asks the server
 * again when it opens. The shop's default (60 s fresh) kept operators looking at old lists: two
 * operators on one product, or an order shipped a moment ago, must show as the server has them.
 */
export const operatorQuery = { meta: { persist: false }, staleTime: 0 } as const

/** After an operator's action: the screens showing `keys` (under `['admin', key]`) and the audit log ask again. */
export function useRefreshScreens(keys: string[]) {
  const client = useQueryClient()
  return () => Promise.all([...keys, 'audit'].map((key) => client.invalidateQueries({ queryKey: ['admin', key] }))).then(() => undefined)
}
