import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

export const day = 24 * 60 * 60 * 1000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Kept as long as the persisted cache, so a week-old catalogue still renders offline.
        gcTime: 7 * day,
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.kind !== 'offline'),
        refetchOnWindowFocus: false,
      },
    },
  })
}
