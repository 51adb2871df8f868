import { onlineManager, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * A route loader's cache warm-up. Online it waits for the data (failures are left in the
 * cache for the page to show); offline it never waits, so pages render from the persisted
 * cache, or their own offline state, instead of hanging on a paused request.
 */
export async function warmQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T | undefined> {
  if (!onlineManager.isOnline()) return queryClient.getQueryData<T>(options.queryKey)
  try {
    // The data, for the route's head (title, JSON-LD of a product).
    return await queryClient.ensureQueryData(options)
  } catch {
    // The component reads the same query and shows its error in place.
    return undefined
  }
}
