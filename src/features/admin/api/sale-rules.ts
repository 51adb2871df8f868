import { useMutation, useQuery } from '@tanstack/react-query'
import type { BodyOf, AdminEndpoints } from '#contract/endpoints.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

// The sale rules screen's calls: every rule, one saved (created or replaced), one deleted.

type Body<K extends keyof AdminEndpoints> = BodyOf<AdminEndpoints[K]>

export function useSaleRules() {
  return useQuery({
    queryKey: ['admin', 'sale-rules'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /sale-rules', { silent: true }),
  })
}

export function useSaveSaleRule() {
  const onSuccess = useRefreshScreens(['sale-rules'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /sale-rules'>) => adminApi.envelope('POST /sale-rules', { body, silent: true }),
  })
}

export function useDeleteSaleRule() {
  const onSuccess = useRefreshScreens(['sale-rules'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /sale-rules/delete'>) => adminApi.envelope('POST /sale-rules/delete', { body, silent: true }),
  })
}
