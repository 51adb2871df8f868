import { queryOptions, useQuery } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { boxUserKey } from './keys.ts'
import { getUserId } from './user-id.ts'

/** GET /user/blindbox/getUserOrders: the shopper's prizes, newest first. */
export const getDraws = () =>
  browserApi()
    .box()
    .request('GET /user/blindbox/getUserOrders', { query: { user_id: getUserId() } })

export const drawsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...boxUserKey, 'draws', locale], queryFn: getDraws, staleTime: 0 })
export const useDraws = () => useQuery({ ...drawsQueryOptions(useLocale()), enabled: useIsLoggedIn() })
