import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueryOf, BodyOf, AdminEndpoints } from '#contract/endpoints.ts'
import { adminApi } from './admin-client.ts'

// The customer, coupon, rate, enquiry, blind-box and dashboard screens' calls. Operator data
// never goes into the shop's persisted query cache.
const meta = { persist: false }

type Query<K extends keyof AdminEndpoints> = QueryOf<AdminEndpoints[K]>
type Body<K extends keyof AdminEndpoints> = BodyOf<AdminEndpoints[K]>

export function useCustomers(query: Query<'GET /customers'>) {
  return useQuery({ queryKey: ['admin', 'customers', query], meta, placeholderData: keepPreviousData, queryFn: () => adminApi.request('GET /customers', { query, silent: true }) })
}

export function useCustomer(id: number | undefined) {
  return useQuery({ queryKey: ['admin', 'customer', id], meta, enabled: id !== undefined, queryFn: () => adminApi.request('GET /customers/detail', { query: { id: id! }, silent: true }) })
}

/** After a change: refresh the screens showing `keys`, and the audit log. */
function useRefresh(keys: string[]) {
  const client = useQueryClient()
  return () => Promise.all([...keys, 'audit'].map((key) => client.invalidateQueries({ queryKey: ['admin', key] }))).then(() => undefined)
}

export function useDisableCustomer() {
  const onSuccess = useRefresh(['customers', 'customer'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /customers/disable'>) => adminApi.envelope('POST /customers/disable', { body, silent: true }) })
}
export function useCustomerNote() {
  const onSuccess = useRefresh(['customer'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /customers/notes'>) => adminApi.envelope('POST /customers/notes', { body, silent: true }) })
}

export function useCoupons(query: Query<'GET /coupons'>) {
  return useQuery({ queryKey: ['admin', 'coupons', query], meta, placeholderData: keepPreviousData, queryFn: () => adminApi.request('GET /coupons', { query, silent: true }) })
}
export function useCreateCoupon() {
  const onSuccess = useRefresh(['coupons'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /coupons'>) => adminApi.envelope('POST /coupons', { body, silent: true }) })
}
export function useUpdateCoupon() {
  const onSuccess = useRefresh(['coupons'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /coupons/update'>) => adminApi.envelope('POST /coupons/update', { body, silent: true }) })
}
export function usePublishCoupon() {
  const onSuccess = useRefresh(['coupons'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /coupons/publish'>) => adminApi.envelope('POST /coupons/publish', { body, silent: true }) })
}

export function useRates(query: Query<'GET /rates'>) {
  return useQuery({ queryKey: ['admin', 'rates', query], meta, placeholderData: keepPreviousData, queryFn: () => adminApi.request('GET /rates', { query, silent: true }) })
}
export function useSetRate() {
  const onSuccess = useRefresh(['rates'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /rates'>) => adminApi.envelope('POST /rates', { body, silent: true }) })
}

export function useEnquiries(query: Query<'GET /enquiries'>) {
  return useQuery({ queryKey: ['admin', 'enquiries', query], meta, placeholderData: keepPreviousData, queryFn: () => adminApi.request('GET /enquiries', { query, silent: true }) })
}
export function useAnswerEnquiry() {
  const onSuccess = useRefresh(['enquiries'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /enquiries/answer'>) => adminApi.envelope('POST /enquiries/answer', { body, silent: true }) })
}

export function useBoxSeries() {
  return useQuery({ queryKey: ['admin', 'box-series'], meta, queryFn: () => adminApi.request('GET /box-series', { silent: true }) })
}
export function usePublishOdds() {
  const onSuccess = useRefresh(['box-series'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /box-series/odds'>) => adminApi.envelope('POST /box-series/odds', { body, silent: true }) })
}

export function useDashboard(days: number) {
  return useQuery({ queryKey: ['admin', 'dashboard', days], meta, queryFn: () => adminApi.request('GET /dashboard', { query: { days }, silent: true }) })
}

export function useFailedMails() {
  return useQuery({ queryKey: ['admin', 'mails'], meta, queryFn: () => adminApi.request('GET /mails/failed', { silent: true }) })
}
export function useResendMail() {
  const onSuccess = useRefresh(['mails'])
  return useMutation({ networkMode: 'always', onSuccess, mutationFn: (body: Body<'POST /mails/resend'>) => adminApi.envelope('POST /mails/resend', { body, silent: true }) })
}
