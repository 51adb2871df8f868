import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '#contract/account.ts'
import { browserApi } from '@/lib/api.ts'
import { userQueryKeyRoot } from '@/lib/session.ts'

/** The address book, to pick the shipping address from (GET /user/addrlist). */
export function getSavedAddresses(): Promise<Address[]> {
  return browserApi()
    .shop('sco')
    .request('GET /user/addrlist', { silent: true })
    .then((data) => data.list)
}

// Under ['user', 'addresses'] so the address book's own changes refresh it too.
export const savedAddressesQueryOptions = () =>
  queryOptions({ queryKey: [userQueryKeyRoot, 'addresses', 'checkout'], queryFn: getSavedAddresses })

export const useSavedAddresses = () => useQuery(savedAddressesQueryOptions())
