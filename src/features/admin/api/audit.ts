import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OperatorRole } from '#contract/admin.ts'
import { adminApi, operatorQuery } from './admin-client.ts'

export interface AuditParams {
  page: number
  page_size: number
  desc: boolean
  operator?: string
  action?: string
}

/** One page of the audit log, filtered and ordered by the server. */
export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /audit', { query: params, silent: true }),
  })
}

export function useAddOperator() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: { email: string; role: OperatorRole }) => adminApi.request('POST /operators', { body, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  })
}
