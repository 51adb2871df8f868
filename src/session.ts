import type { QueryClient } from '@tanstack/react-query'
import type { createShopRouter } from './router.tsx'
import { clearSession, rememberPath } from '@/lib/session.ts'

type ShopRouter = ReturnType<typeof createShopRouter>

/** A 405 from any call: log out locally, keep the current path, go to the login page. */
export async function handleLoginExpired(queryClient: QueryClient, router: ShopRouter): Promise<void> {
  const { pathname, searchStr } = router.state.location
  if (!pathname.startsWith('/account/login')) rememberPath(`${pathname}${searchStr}`)
  clearSession(queryClient)
  await router.navigate({ to: '/account/login' })
}
