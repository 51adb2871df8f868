import { onlineManager, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

/**
 * A route loader's cache warm-up. Online it waits for the data (failures are left in the
 * cache for the page to show); offline it never waits, so pages render from the persisted
 * cache, or their own offline state, instead of hanging on a paused request.
 */
export async function warmQuery<T, K extends QueryKey>(queryClient: QueryClient, options: UseQueryOptions<T, Error, T, K>): Promise<void> {
  if (!onlineManager.isOnline()) return
  try {
    await queryClient.ensureQueryData(options as never)
  } catch {
    // The component reads the same query and shows its error in place.
  }
}
