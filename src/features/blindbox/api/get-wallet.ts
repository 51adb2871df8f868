import { queryOptions, useQuery } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { boxUserKey } from './keys.ts'
import { getUserId } from './user-id.ts'

/** GET /user/blindbox/getuserboxAmount: balance, date of birth and the next draw's seed hash. */
export const getWallet = () =>
  browserApi()
    .box()
    .request('GET /user/blindbox/getuserboxAmount', { query: { user_id: getUserId() } })

export const walletQueryOptions = () => queryOptions({ queryKey: [...boxUserKey, 'wallet'], queryFn: getWallet, staleTime: 0 })
export const useWallet = () => useQuery({ ...walletQueryOptions(), enabled: useIsLoggedIn() })
