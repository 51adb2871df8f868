import { useMutation, useQuery } from '@tanstack/react-query'
import type { BodyOf, AdminEndpoints } from '#contract/endpoints.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

// The shipping screen's calls: zones with their rates and estimates, products' parcels.

type Body<K extends keyof AdminEndpoints> = BodyOf<AdminEndpoints[K]>

export function useShippingZones() {
  return useQuery({
    queryKey: ['admin', 'shipping', 'zones'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /shipping-zones', { silent: true }),
  })
}

export function useSaveZone() {
  const onSuccess = useRefreshScreens(['shipping'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: ({ id, body }: { id: number; body: Body<'POST /shipping-zones/:id'> }) =>
      adminApi.envelope('POST /shipping-zones/:id', { params: { id }, body, silent: true }),
  })
}

export function useUnweighedProducts() {
  return useQuery({
    queryKey: ['admin', 'shipping', 'unweighed'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /products/unweighed', { silent: true }),
  })
}

export function useSaveParcel() {
  const onSuccess = useRefreshScreens(['shipping', 'products'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: ({ id, body }: { id: number; body: Body<'POST /products/:id/parcel'> }) =>
      adminApi.envelope('POST /products/:id/parcel', { params: { id }, body, silent: true }),
  })
}
