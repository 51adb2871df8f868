import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'
import { browserApi, type ShopApi } from './api.ts'

export const day = 24 * 60 * 60 * 1000

/** A query cache that knows whose API calls its queries make: the browser's, or one render's. */
class ShopQueryClient extends QueryClient {
  readonly api: ShopApi
  constructor(api: ShopApi) {
    super({
      defaultOptions: {
        queries: {
          staleTime: 60_000,
          // Kept as long as the persisted cache, so a week-old catalogue still renders offline.
          gcTime: 7 * day,
          retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.kind !== 'offline'),
          refetchOnWindowFocus: false,
        },
      },
    })
    this.api = api
  }
}

/** `api`: the server render's per-request clients; the browser's own without it. */
export function createQueryClient(api?: ShopApi): QueryClient {
  return new ShopQueryClient(api ?? browserApi())
}

/**
 * The API of the cache a query or mutation runs in (its function's `client`): a server render's
 * queries call through that request's client, never another's. A plain QueryClient (a unit
 * test's) gets the browser's.
 */
export const apiOf = (client: QueryClient): ShopApi => (client instanceof ShopQueryClient ? client.api : browserApi())
