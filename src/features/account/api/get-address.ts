import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '#contract/account.ts'
import { accountApi, accountKeys } from './account-api.ts'

/** GET /user/editaddress: one address, fresh from the server, to edit. */
export function getAddress(id: number): Promise<Address> {
  return accountApi().request('GET /user/editaddress', { query: { id } })
}

export const addressQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.address(id), queryFn: () => getAddress(id), staleTime: 0 })

export function useAddress(id: number) {
  return useQuery(addressQueryOptions(id))
}
