import type { ShopLine } from '#contract/common.ts'
import { createApiClient, apiBase, type ApiClient, type ApiEvents } from './api-client.ts'
import { localeStore } from './i18n.ts'
import { getToken } from './user-store.ts'

// The app wires what 405/401/406/errors do once it has a router and toasts (see main.tsx).
let events: ApiEvents = {
  loginExpired: () => {},
  redirect: (url) => window.location.assign(url),
  goHome: () => {},
  error: () => {},
}

export function configureApiEvents(next: ApiEvents): void {
  events = next
}

const forwardingEvents: ApiEvents = {
  loginExpired: (message) => events.loginExpired(message),
  redirect: (url) => events.redirect(url),
  goHome: (message) => events.goHome(message),
  error: (message) => events.error(message),
}

const clients = new Map<string, ApiClient>()

function clientFor(product: string): ApiClient {
  let client = clients.get(product)
  if (!client) {
    client = createApiClient({ base: apiBase(product), getToken, getLocale: () => localeStore.get(), events: forwardingEvents })
    clients.set(product, client)
  }
  return client
}

/** The main shop client: {host}/api/v1/{product}. */
export const shopApi = (line: ShopLine): ApiClient => clientFor(line)

/** The vape brands' client: {host}/api/v1/cigarette. */
export const vapeApi = (): ApiClient => clientFor('cigarette')
