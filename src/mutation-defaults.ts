import type { QueryClient } from '@tanstack/react-query'

/**
 * Mutations that may be made offline need their mutationFn registered by key before the
 * persisted cache is restored, so paused ones can be resumed after a reload.
 * Each feature exports its own `register…MutationDefaults(queryClient)`; call it here.
 */
export function registerMutationDefaults(_queryClient: QueryClient): void {}
