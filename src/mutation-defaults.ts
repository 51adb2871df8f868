import type { QueryClient } from '@tanstack/react-query'
import { registerCartMutationDefaults } from '@/features/cart/mutation-defaults.ts'

/**
 * Mutations that may be made offline need their mutationFn registered by key before the
 * persisted cache is restored, so paused ones can be resumed after a reload.
 * Each feature exports its own `register…MutationDefaults(queryClient)`; call it here.
 */
export function registerMutationDefaults(queryClient: QueryClient): void {
  registerCartMutationDefaults(queryClient)
}
