import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserCoupon } from '#contract/account.ts'
import { browserApi } from '@/lib/api.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'

/** The shopper's coupons that can still be used (unused, unexpired), GET /user/user_coupon_lists. */
export async function getUsableCoupons(): Promise<UserCoupon[]> {
  const { list } = await browserApi().shop('sco').request('GET /user/user_coupon_lists', { silent: true })
  return list.filter((coupon) => coupon.status === 'unused' && !coupon.expired)
}

export const usableCouponsQueryOptions = () =>
  queryOptions({ queryKey: [userQueryKeyRoot, 'coupons', 'usable'], queryFn: getUsableCoupons })

export const useUsableCoupons = () => useQuery(usableCouponsQueryOptions())
