import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserInfo } from '#contract/account.ts'
import { accountApi, accountKeys } from './account-api.ts'

export function getUserInfo(): Promise<UserInfo> {
  return accountApi().request('GET /user/info')
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: accountKeys.info, queryFn: getUserInfo })

export function useUserInfo() {
  return useQuery(userInfoQueryOptions())
}
