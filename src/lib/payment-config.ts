import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiOf } from './query-client.ts'

/** The methods the shop takes and whether it is a test shop: read once a visit, shared by the banner and checkout. */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ client }) => apiOf(client).payments().request('GET /config', { silent: true }),
  staleTime: 10 * 60_000,
})

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions)
