import type { ShopLine } from '#contract/common.ts'
import type {
  BoxEndpoints,
  DeliveryEndpoints,
  EndpointTable,
  EndpointTableName,
  PaymentsEndpoints,
  ReportEndpoints,
  SearchEndpoints,
  ShopEndpoints,
  VapeEndpoints,
} from '#contract/endpoints.ts'
import type { I18n } from '@lingui/core'
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

/** The shop's API clients of one visitor: the browser's one, or one server render's own. */
export interface ShopApi {
  /** The main shop client: {host}/api/v1/{product}. */
  shop(line: ShopLine): ApiClient<ShopEndpoints>
  /** The vape brands' client: {host}/api/v1/cigarette. */
  vape(): ApiClient<VapeEndpoints>
  /** The blind-box shop: {host}/api/v1/box. */
  box(): ApiClient<BoxEndpoints>
  /** The shop's payment settings: {host}/api/v1/payments. */
  payments(): ApiClient<PaymentsEndpoints>
  /** The whole shop's search: {host}/api/v1/search. */
  search(): ApiClient<SearchEndpoints>
  /** Delivery priced by country and parcel: {host}/api/v1/delivery. */
  delivery(): ApiClient<DeliveryEndpoints>
  /** What the shop's pages report about themselves: {host}/api/v1/reports. */
  reports(): ApiClient<ReportEndpoints>
}

export interface ShopApiOptions {
  getLocale(): string
  getToken(): string | undefined
  events: ApiEvents
  /** The server render answers the app's calls in-process (fastify.inject), not over the network. */
  fetch?: typeof fetch
  i18n?: I18n
}

export function createShopApi(options: ShopApiOptions): ShopApi {
  const clients = new Map<string, ApiClient<EndpointTable>>()
  const clientFor = (product: string, table: EndpointTableName): ApiClient<EndpointTable> => {
    const key = `${product} ${table}`
    let client = clients.get(key)
    if (!client) {
      client = createApiClient({ base: apiBase(product), ...options, checkResponse: contractCheck(table) })
      clients.set(key, client)
    }
    return client
  }
  return {
    shop: (line) => clientFor(line, 'shop'),
    vape: () => clientFor('cigarette', 'vape'),
    box: () => clientFor('box', 'box'),
    payments: () => clientFor('payments', 'payments'),
    search: () => clientFor('search', 'search'),
    delivery: () => clientFor('delivery', 'delivery'),
    reports: () => clientFor('reports', 'reports'),
  }
}

let browser: ShopApi | undefined

/** The browser's clients: its shopper's token and chosen language. Never on the server's path. */
export function browserApi(): ShopApi {
  if (import.meta.env.SSR) throw new Error("the server render calls the API through its own request's client (apiOf)")
  browser ??= createShopApi({ getLocale: () => localeStore.get(), getToken, events: forwardingEvents })
  return browser
}
