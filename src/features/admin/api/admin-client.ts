import { operatorHeader } from '#contract/admin.ts'
import type { AdminEndpoints } from '#contract/endpoints.ts'
import { contractCheck } from '@/lib/api.ts'
import { createApiClient } from '@/lib/api-client.ts'
import { env } from '@/lib/env.ts'
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
export const adminApi = createApiClient<AdminEndpoints>({
  base: `${env.apiOrigin}/api/admin`,
  getToken: () => undefined,
  getLocale: () => localeStore.get() ?? 'en',
  events: { loginExpired: () => setOperatorToken(undefined), redirect: () => {}, goHome: () => {}, error: () => {} },
  headers: () => ({ [operatorHeader]: operatorTokenStore.get() ?? '' }),
  checkResponse: contractCheck('admin'),
})
