import { useQuery } from '@tanstack/react-query'
import { adminApi, operatorQuery } from './admin-client.ts'

/**
 * How far the import being applied has got: the server writes it in batches and answers this
 * between them, so the screen counts rows while the apply's own answer is still to come.
 */
export function useImportProgress(applying: boolean) {
  return useQuery({
    queryKey: ['admin', 'products', 'import-progress'],
    ...operatorQuery,
    enabled: applying,
    refetchInterval: applying ? 1000 : false,
    gcTime: 0,
    queryFn: () => adminApi.request('GET /products/import', { silent: true }),
  })
}
