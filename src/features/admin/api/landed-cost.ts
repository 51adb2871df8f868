import { useMutation, useQuery } from '@tanstack/react-query'
import type { BodyOf, AdminEndpoints } from '#contract/endpoints.ts'
import { saveFile } from '@/lib/save-file.ts'
import { adminApi, operatorQuery, useRefreshScreens } from './admin-client.ts'

// The duties and taxes screen's calls: the border rules and duty rates, one saved or deleted,
// the unclassified products, the monthly summary's CSV.

type Body<K extends keyof AdminEndpoints> = BodyOf<AdminEndpoints[K]>

export function useLandedCostRules() {
  return useQuery({
    queryKey: ['admin', 'landed-cost', 'rules'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /landed-cost', { silent: true }),
  })
}

export function useUnclassifiedProducts() {
  return useQuery({
    queryKey: ['admin', 'landed-cost', 'unclassified'],
    ...operatorQuery,
    queryFn: () => adminApi.request('GET /landed-cost/unclassified', { silent: true }),
  })
}

export function useSaveDestination() {
  const onSuccess = useRefreshScreens(['landed-cost'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: ({ country, body }: { country: string; body: Body<'POST /landed-cost/destinations/:country'> }) =>
      adminApi.envelope('POST /landed-cost/destinations/:country', { params: { country }, body, silent: true }),
  })
}

export function useSaveDutyRate() {
  const onSuccess = useRefreshScreens(['landed-cost'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (body: Body<'POST /landed-cost/duty-rates'>) => adminApi.envelope('POST /landed-cost/duty-rates', { body, silent: true }),
  })
}

export function useDeleteDutyRate() {
  const onSuccess = useRefreshScreens(['landed-cost'])
  return useMutation({
    networkMode: 'always',
    onSuccess,
    mutationFn: (id: number) => adminApi.envelope('POST /landed-cost/duty-rates/delete', { body: { id }, silent: true }),
  })
}

/** The month's tax collected per destination country, as a CSV file the browser saves. */
export async function downloadTaxSummary(month: string): Promise<void> {
  const file = await adminApi.download('GET /landed-cost/summary.csv', { query: { month }, silent: true })
  saveFile(file, `tax-collected-${month}.csv`)
}
