import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { userStore } from '@/lib/user-store.ts'

/** Served (the country), or refused with the server's message: both are answers the page shows. */
export type RegionAnswer = { refused: null; country: string } | { refused: string }

/**
 * GET /user/getUserIp: a refused region answers 406 with the reason. Kept as an answer, not an
 * error, so the server render's verdict (with the visitor's address) travels to the browser
 * with the page and the browser shows the same, without asking again.
 */
export async function getRegion(api: ShopApi): Promise<RegionAnswer> {
  try {
    // Read from the store, not ./user-id.ts: the layout asks this on every blind-box page, and
    // user-id rides in the chunk of the pages that draw and pay (vite.config.ts, 'blindbox').
    const userId = userStore.get().userInfo?.id
    const region = await api.box().request('GET /user/getUserIp', { query: { user_id: userId }, silent: true })
    return { refused: null, country: region.country }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'goHome') return { refused: error.message }
    throw error
  }
}

export const regionQueryOptions = () =>
  queryOptions({
    queryKey: ['blindbox', 'region'],
    queryFn: ({ client }) => getRegion(apiOf(client)),
    staleTime: 10 * 60_000,
    retry: false,
  })
export const useRegion = () => useQuery(regionQueryOptions())
