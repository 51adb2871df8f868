import type { ShopLine } from '#contract/common.ts'
import type { BoxEndpoints, EndpointTable, EndpointTableName, PaymentsEndpoints, ShopEndpoints, VapeEndpoints } from '#contract/endpoints.ts'
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

/**
 * On the development server (`npm run dev`) and in tests every answer is parsed with the
 * contract's schema of its route, so a drift between server and client fails loudly. Every build
 * leaves it out, a development build (NODE_ENV=development) too: the contract's runtime table
 * brings zod and every area's schemas, the back office's included, which no shop page needs.
 */
export function contractCheck(table: EndpointTableName): ((route: string, body: unknown) => Promise<void>) | undefined {
  if (import.meta.env.MODE === 'production') return undefined
  return async (route, body) => {
    const { endpointTables } = await import('#contract/endpoints.ts')
    const routes: EndpointTable = endpointTables[table]
    const endpoint = routes[route]
    if (!endpoint) throw new Error(`${route} is not in the contract's ${table} endpoints`)
    const parsed = endpoint.response.safeParse(body)
    if (!parsed.success) {
      console.error(`${route} answered outside the contract`, parsed.error.issues)
      throw parsed.error
    }
  }
}

// The server render answers the app's calls in-process (fastify.inject), not over the network.
let inProcessFetch: typeof fetch | undefined

export function configureApiFetch(next: typeof fetch): void {
  inProcessFetch = next
}

const clients = new Map<string, ApiClient<EndpointTable>>()

function clientFor(product: string, table: EndpointTableName): ApiClient<EndpointTable> {
  const key = `${product} ${table}`
  let client = clients.get(key)
  if (!client) {
    client = createApiClient({
      base: apiBase(product),
      getToken,
      getLocale: () => localeStore.get(),
      events: forwardingEvents,
      fetch: (...args) => (inProcessFetch ?? fetch)(...args),
      checkResponse: contractCheck(table),
    })
    clients.set(key, client)
  }
  return client
}

/** The main shop client: {host}/api/v1/{product}. */
export const shopApi = (line: ShopLine): ApiClient<ShopEndpoints> => clientFor(line, 'shop')

/** The vape brands' client: {host}/api/v1/cigarette. */
export const vapeApi = (): ApiClient<VapeEndpoints> => clientFor('cigarette', 'vape')

/** The blind-box shop: {host}/api/v1/box. */
export const boxApi = (): ApiClient<BoxEndpoints> => clientFor('box', 'box')

/** The shop's payment settings: {host}/api/v1/payments. */
export const paymentsApi = (): ApiClient<PaymentsEndpoints> => clientFor('payments', 'payments')
