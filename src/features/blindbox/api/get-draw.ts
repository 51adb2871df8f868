import { queryOptions, useQuery } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { boxUserKey } from './keys.ts'
import { getUserId } from './user-id.ts'

/** GET /user/blindbox/orderDetails: one draw with its revealed seed, nonce, roll and odds table. */
export const getDraw = (id: string) =>
  browserApi()
    .box()
    .request('GET /user/blindbox/orderDetails', { query: { id, user_id: getUserId() } })

export const drawQueryOptions = (id: string, locale: Locale) =>
  queryOptions({ queryKey: [...boxUserKey, 'draws', 'one', id, locale], queryFn: () => getDraw(id) })
export const useDraw = (id: string) => useQuery({ ...drawQueryOptions(id, useLocale()), enabled: useIsLoggedIn() && Boolean(id) })
