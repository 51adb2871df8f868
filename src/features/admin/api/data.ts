import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { QueryOf, BodyOf, AdminEndpoints } from '#contract/endpoints.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

// The customer, coupon, rate, enquiry, blind-box and dashboard screens' calls.

type Query<K extends keyof AdminEndpoints> = QueryOf<AdminEndpoints[K]>
type Body<K extends keyof AdminEndpoints> = BodyOf<AdminEndpoints[K]>

export function useCustomers(query: Query<'GET /customers'>) {
  return useQuery({
    queryKey: ['admin', 'customers', query],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /customers', { query, silent: true }),
  })
}

export function useCustomer(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    ...operatorQuery,
    enabled: id !== undefined,
    queryFn: () => adminApi.request('GET /customers/detail', { query: { id: id! }, silent: true }),
  })
}

export function useDisableCustomer() {
  const onSuccess = useRefreshScreens(['customers', 'customer'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /customers/disable'>) => adminApi.envelope('POST /customers/disable', { body, silent: true }),
  })
}
export function useCustomerNote() {
  const onSuccess = useRefreshScreens(['customer'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /customers/notes'>) => adminApi.envelope('POST /customers/notes', { body, silent: true }),
  })
}

export function useCoupons(query: Query<'GET /coupons'>) {
  return useQuery({
    queryKey: ['admin', 'coupons', query],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /coupons', { query, silent: true }),
  })
}
export function useCreateCoupon() {
  const onSuccess = useRefreshScreens(['coupons'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /coupons'>) => adminApi.envelope('POST /coupons', { body, silent: true }),
  })
}
export function useUpdateCoupon() {
  const onSuccess = useRefreshScreens(['coupons'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /coupons/update'>) => adminApi.envelope('POST /coupons/update', { body, silent: true }),
  })
}
export function usePublishCoupon() {
  const onSuccess = useRefreshScreens(['coupons'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /coupons/publish'>) => adminApi.envelope('POST /coupons/publish', { body, silent: true }),
  })
}

export function useRates(query: Query<'GET /rates'>) {
  return useQuery({
    queryKey: ['admin', 'rates', query],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /rates', { query, silent: true }),
  })
}
export function useSetRate() {
  const onSuccess = useRefreshScreens(['rates'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /rates'>) => adminApi.envelope('POST /rates', { body, silent: true }),
  })
}

export function useSetRounding() {
  const onSuccess = useRefreshScreens(['rates'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /rates/rounding'>) => adminApi.envelope('POST /rates/rounding', { body, silent: true }),
  })
}

export function useEnquiries(query: Query<'GET /enquiries'>) {
  return useQuery({
    queryKey: ['admin', 'enquiries', query],
    ...operatorQuery,
    placeholderData: keepPreviousData,
    queryFn: () => adminApi.request('GET /enquiries', { query, silent: true }),
  })
}
export function useAnswerEnquiry() {
  const onSuccess = useRefreshScreens(['enquiries'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /enquiries/answer'>) => adminApi.envelope('POST /enquiries/answer', { body, silent: true }),
  })
}

export function useBoxSeries() {
  return useQuery({
    queryKey: ['admin', 'box-series'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /box-series', { silent: true }),
  })
}
export function usePublishOdds() {
  const onSuccess = useRefreshScreens(['box-series'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /box-series/odds'>) => adminApi.envelope('POST /box-series/odds', { body, silent: true }),
  })
}

export function useDashboard(days: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', days],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /dashboard', { query: { days }, silent: true }),
  })
}

export function useFailedMails() {
  return useQuery({
    queryKey: ['admin', 'mails'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /mails/failed', { silent: true }),
  })
}
export function useResendMail() {
  const onSuccess = useRefreshScreens(['mails'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /mails/resend'>) => adminApi.envelope('POST /mails/resend', { body, silent: true }),
  })
}
