import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserCoupon } from '#contract/account.ts'
import { useLocale, type Locale } from '@/lib/i18n.ts'
import { accountApi, accountKeys } from './account-api.ts'

export async function getUserCoupons(): Promise<UserCoupon[]> {
  return (await accountApi().request('GET /user/user_coupon_lists')).list
}

export const userCouponsQueryOptions = (locale: Locale) => queryOptions({ queryKey: accountKeys.coupons(locale), queryFn: getUserCoupons })

export function useUserCoupons() {
  return useQuery(userCouponsQueryOptions(useLocale()))
}
