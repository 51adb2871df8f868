import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ReturnPolicy } from '#contract/returns.ts'
import type { ShopApi } from '@/lib/api.ts'
import { apiOf } from '@/lib/query-client.ts'
import { warmQuery } from '@/lib/warm-query.ts'

/** Every product line's return policy (GET /return-policies), both languages in each. */
export async function getReturnPolicies(api: ShopApi): Promise<ReturnPolicy[]> {
  return (await api.shop('sco').request('GET /return-policies', { silent: true })).list
}

// Both languages come in one answer, so one cache entry serves either; terms change seldom.
export const returnPoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['return-policies'],
    queryFn: ({ client }) => getReturnPolicies(apiOf(client)),
    staleTime: 10 * 60 * 1000,
  })

export const useReturnPolicies = () => useQuery(returnPoliciesQueryOptions())

/** The policy a product falls under: its line's, and for a vape brand its own when the shop has one. */
export function policyFor(policies: ReturnPolicy[], key: string): ReturnPolicy | undefined {
  return policies.find((policy) => policy.key === key) ?? policies.find((policy) => policy.key === key.split('-')[0])
}

/** A product page's loader with the line's terms warmed beside it, so the first HTML has both. */
export async function withReturnPolicies<T>(queryClient: QueryClient, load: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load, warmQuery(queryClient, returnPoliciesQueryOptions())])
  return loaded
}
