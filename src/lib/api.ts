import { apiPathOf, catalogueOf, type ProductLine } from '#contract/lines.ts'
import type {
  AdminEndpoints,
  BoxEndpoints,
  DeliveryEndpoints,
  EndpointTable,
  EndpointTableName,
  PaymentsEndpoints,
  ReportEndpoints,
  SandboxCardEndpoints,
  SearchEndpoints,
  ShopEndpoints,
  VapeEndpoints,
} from '#contract/endpoints.ts'
import type { I18n } from '@lingui/core'
import { createApiClient, type ApiClient, type ApiEvents } from './api-client.ts'
import { env } from './env.ts'
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

/**
 * Every API client of one visitor: the browser's shopper, one server render, or the back
 * office's operator. Each area is mounted where contract/lines.ts says.
 */
export interface ShopApi {
  /** The main shop client serving a line: {origin}/api/v1/{product}, the line table's product. */
  shop(line: ProductLine): ApiClient<ShopEndpoints>
  /** The client a line's catalogue is read from (the line table's): its goods detail is one route on both. */
  catalogue(line: ProductLine): ApiClient<Pick<ShopEndpoints, 'GET /getgooddetail'>>
  /** The vape brands' client: {origin}/api/v1/cigarette. */
  vape(): ApiClient<VapeEndpoints>
  /** The blind-box shop: {origin}/api/v1/box. */
  box(): ApiClient<BoxEndpoints>
  /** The shop's payment settings: {origin}/api/v1/payments. */
  payments(): ApiClient<PaymentsEndpoints>
  /** The whole shop's search: {origin}/api/v1/search. */
  search(): ApiClient<SearchEndpoints>
  /** Delivery priced by country and parcel: {origin}/api/v1/delivery. */
  delivery(): ApiClient<DeliveryEndpoints>
  /** What the shop's pages report about themselves: {origin}/api/v1/reports. */
  reports(): ApiClient<ReportEndpoints>
  /** The back office: {origin}/api/admin. */
  admin(): ApiClient<AdminEndpoints>
  /** The sandbox card provider beside our API: another party. */
  sandboxCard(): ApiClient<SandboxCardEndpoints>
}

export interface ShopApiOptions {
  getLocale(): string
  getToken(): string | undefined
  events: ApiEvents
  /** Where the API is; the build's API_ORIGIN (or this page's own) without it. */
  origin?: string
  /** The server render answers the app's calls in-process (fastify.inject), not over the network. */
  fetch?: typeof fetch
  /** Headers every call carries (the back office's operator session). */
  headers?(): Record<string, string>
  i18n?: I18n
}

/** The one way to make API clients: the browser's, a server render's and the back office's. */
export function createShopApi({ origin = env.apiOrigin, ...options }: ShopApiOptions): ShopApi {
  const clients = new Map<string, ApiClient<EndpointTable>>()
  const clientFor = (table: EndpointTableName, line?: ProductLine): ApiClient<EndpointTable> => {
    const base = `${origin}${apiPathOf(table, line)}`
    // The blind boxes' own table and the shop's share /api/v1/box: each its own contract check.
    const key = `${table} ${base}`
    let client = clients.get(key)
    if (!client) {
      client = createApiClient({ base, ...options, checkResponse: contractCheck(table) })
      clients.set(key, client)
    }
    return client
  }
  return {
    shop: (line) => clientFor('shop', line),
    catalogue: (line) => clientFor(catalogueOf(line), line),
    vape: () => clientFor('vape'),
    box: () => clientFor('box'),
    payments: () => clientFor('payments'),
    search: () => clientFor('search'),
    delivery: () => clientFor('delivery'),
    reports: () => clientFor('reports'),
    admin: () => clientFor('admin'),
    sandboxCard: () => clientFor('sandboxCard'),
  }
}

let browser: ShopApi | undefined

/** The browser's clients: its shopper's token and chosen language. Never on the server's path. */
export function browserApi(): ShopApi {
  if (import.meta.env.SSR) throw new Error("the server render calls the API through its own request's client (apiOf)")
  browser ??= createShopApi({ getLocale: () => localeStore.get(), getToken, events: forwardingEvents })
  return browser
}
