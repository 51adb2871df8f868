import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '#contract/account.ts'
import { accountApi, accountKeys } from './account-api.ts'

export async function getAddresses(): Promise<Address[]> {
  return (await accountApi().request('GET /user/addrlist')).list
}

export const addressesQueryOptions = () => queryOptions({ queryKey: accountKeys.addresses, queryFn: getAddresses })

export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled })
}
