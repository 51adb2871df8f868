import { useEffect } from 'react'
import { onlineManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '#contract/cart.ts'
import { ApiError } from '@/lib/api-client.ts'
import { browserApi } from '@/lib/api.ts'
import { localeStore, useLocale } from '@/lib/i18n.ts'
import { getToken, userStore } from '@/lib/user-store.ts'
import { withTotals } from '../cart-lines.ts'
import { readGuestCart, writeGuestCart } from '../guest-cart.ts'
import { cartQueryKey } from '../cart-keys.ts'
import type { ProductLine } from '#contract/lines.ts'

/** The account's cart of one product line, priced by the server. */
export function getServerCart(sign: ProductLine<'cart'>): Promise<Cart> {
  return browserApi()
    .shop(sign)
    .request('GET /user/cartlists', {
      query: { user_id: userStore.get().userInfo?.id, sign },
      silent: true,
    })
}

/**
 * A guest's cart from CART__, its names, prices and stock refreshed from the catalogue when
 * online (a product no longer sold keeps its line with no stock, so the shopper sees why).
 */
export async function getGuestCart(sign: ProductLine<'cart'>): Promise<Cart> {
  const stored = readGuestCart(sign)
  if (stored.lines.length === 0 || !onlineManager.isOnline()) return stored
  const catalogue = browserApi().catalogue(sign)
  const details = await Promise.all(
    stored.lines.map((line) =>
      catalogue.request('GET /getgooddetail', { query: { id: line.goods_id }, silent: true }).then(
        (goods) => ({ goods_name: goods.goods_name, thumb: goods.thumb, price: goods.price, stock: goods.stock }),
        (error: unknown) => (error instanceof ApiError && error.code === 404 ? { stock: 0 } : {}),
      ),
    ),
  )
  // The shopper may have changed the cart while the details loaded: refresh what is there now.
  const current = readGuestCart(sign)
  const refreshed = withTotals({
    ...current,
    locale: localeStore.get(),
    lines: current.lines.map((line) => ({
      ...line,
      ...details[stored.lines.findIndex((old) => old.goods_id === line.goods_id && old.size === line.size)],
    })),
  })
  writeGuestCart(refreshed)
  return refreshed
}

export function getCart(sign: ProductLine<'cart'>): Promise<Cart> {
  return getToken() ? getServerCart(sign) : getGuestCart(sign)
}

/** True while changes to this cart wait or run: the screen shows their result, not a stale read. */
export function hasPendingCartChanges(queryClient: QueryClient, sign: ProductLine<'cart'>): boolean {
  return (
    queryClient.isMutating({
      mutationKey: ['cart'],
      predicate: (mutation) => (mutation.state.variables as { sign?: string } | undefined)?.sign === sign,
    }) > 0
  )
}

export const cartQueryOptions = (sign: ProductLine<'cart'>) =>
  queryOptions({
    queryKey: cartQueryKey(sign),
    queryFn: async ({ client }) => {
      const cached = client.getQueryData<Cart>(cartQueryKey(sign))
      if (cached && hasPendingCartChanges(client, sign)) return cached
      return getCart(sign)
    },
    // Asked again on every mount (the cached copy shown meanwhile, and offline): the persisted
    // cache is written up to half a second later than CART__ or the server, so after a quick
    // reload it may be behind, and a cart showing fewer lines than added makes the shopper add again.
    staleTime: 0,
  })

/** The cart of one line; product names follow the interface language (after a switch or a reload). */
export function useCart(sign: ProductLine<'cart'>) {
  const query = useQuery(cartQueryOptions(sign))
  const locale = useLocale()
  const { refetch } = query
  const shownIn = query.data?.locale
  useEffect(() => {
    if (shownIn && shownIn !== locale && onlineManager.isOnline()) void refetch()
  }, [shownIn, locale, refetch])
  return query
}
