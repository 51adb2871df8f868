import { queryOptions, useQuery } from '@tanstack/react-query'
import { browserApi } from '@/lib/api.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { boxUserKey } from './keys.ts'
import { getUserId } from './user-id.ts'

/**
 * GET /user/blindbox/rechargeRecord: the wallet's ledger and top-ups. With the number of a top-up
 * the page waits for, the server asks its gateway when the notification is late.
 */
export const getLedger = (rechargeNo?: string) =>
  browserApi()
    .box()
    .request('GET /user/blindbox/rechargeRecord', { query: { user_id: getUserId(), recharge_no: rechargeNo } })

export const ledgerQueryOptions = (rechargeNo?: string) =>
  queryOptions({ queryKey: [...boxUserKey, 'ledger', rechargeNo ?? null], queryFn: () => getLedger(rechargeNo), staleTime: 0 })
export const useLedger = (refetchInterval?: number | false, rechargeNo?: string) =>
  useQuery({ ...ledgerQueryOptions(rechargeNo), enabled: useIsLoggedIn(), refetchInterval })
