import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminReturn, ReturnPolicyBody } from '#contract/returns.ts'
import type { z } from 'zod'
import type { approveReturnBody, receiveReturnBody, shipReplacementBody, warrantyOutcomeBody } from '#contract/returns.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'
import type { ReturnListSearch } from './list-search.ts'

export const returnPageSize = 20
const returnsKey = ['admin', 'returns'] as const

/** The returns queue, filtered and paged by the server. */
export function useReturns(search: ReturnListSearch) {
  return useQuery({
    queryKey: [...returnsKey, 'list', search],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /returns', { query: { ...search, page_size: returnPageSize }, silent: true }),
  })
}

/** One order's returns and claims, for the operator's order page. */
export function useOrderReturnRows(orderNo: string) {
  return useQuery({
    queryKey: [...returnsKey, 'order', orderNo],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /returns', { query: { order_no: orderNo, page: 1, page_size: 50 }, silent: true }),
  })
}

export const returnQueryOptions = (returnNo: string) =>
  queryOptions({
    queryKey: [...returnsKey, 'one', returnNo],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /returns/:return_no', { params: { return_no: returnNo }, silent: true }),
  })

export const useReturn = (returnNo: string) => useQuery(returnQueryOptions(returnNo))

/** Every action answers the return as it now is; the msg says what happened. Orders and stock may change with it. */
function useReturnAction<V>(returnNo: string, act: (variables: V) => Promise<{ msg: string; data?: AdminReturn }>) {
  const client = useQueryClient()
  const refresh = useRefreshScreens(['returns', 'orders', 'dashboard', 'products'])
  return useMutation({
    networkMode: 'always',
    mutationFn: act,
    onSuccess: async ({ data }) => {
      if (data) client.setQueryData(returnQueryOptions(returnNo).queryKey, data)
      await refresh()
    },
  })
}

const at = (returnNo: string) => ({ params: { return_no: returnNo }, silent: true })

export const useApproveReturn = (returnNo: string) =>
  useReturnAction(returnNo, (body: z.input<typeof approveReturnBody>) =>
    adminApi.envelope('POST /returns/:return_no/approve', { ...at(returnNo), body }),
  )
/** The return label: the PDF itself as the body. */
export const useUploadReturnLabel = (returnNo: string) =>
  useReturnAction(returnNo, (file: File) => adminApi.envelope('POST /returns/:return_no/label', { ...at(returnNo), body: file }))
export const useRejectReturn = (returnNo: string) =>
  useReturnAction(returnNo, (reason: string) => adminApi.envelope('POST /returns/:return_no/reject', { ...at(returnNo), body: { reason } }))
export const useRefundWithoutReturn = (returnNo: string) =>
  useReturnAction(returnNo, (reason: string) =>
    adminApi.envelope('POST /returns/:return_no/refund-without-return', { ...at(returnNo), body: { reason } }),
  )
export const useReceiveReturn = (returnNo: string) =>
  useReturnAction(returnNo, (body: z.input<typeof receiveReturnBody>) =>
    adminApi.envelope('POST /returns/:return_no/receive', { ...at(returnNo), body }),
  )
export const useRefundReturn = (returnNo: string) =>
  useReturnAction(returnNo, () => adminApi.envelope('POST /returns/:return_no/refund', at(returnNo)))
export const useShipReplacement = (returnNo: string) =>
  useReturnAction(returnNo, (body: z.input<typeof shipReplacementBody>) =>
    adminApi.envelope('POST /returns/:return_no/ship-replacement', { ...at(returnNo), body }),
  )
export const useWarrantyOutcome = (returnNo: string) =>
  useReturnAction(returnNo, (body: z.input<typeof warrantyOutcomeBody>) =>
    adminApi.envelope('POST /returns/:return_no/warranty-outcome', { ...at(returnNo), body }),
  )

const policiesKey = ['admin', 'return-policies'] as const

export function useAdminReturnPolicies() {
  return useQuery({
    queryKey: policiesKey,
    ...operatorQuery,
    queryFn: async () => (await adminApi.request('GET /return-policies', { silent: true })).list,
  })
}

export function useSaveReturnPolicy(key: string) {
  const client = useQueryClient()
  const refresh = useRefreshScreens(['return-policies'])
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: ReturnPolicyBody) => adminApi.envelope('POST /return-policies/:key', { params: { key }, body, silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: policiesKey })
      await refresh()
    },
  })
}
