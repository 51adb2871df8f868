import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DeliveryQuote } from '#contract/delivery.ts'
import { useLocale } from '@/lib/i18n.ts'
import { apiOf } from '@/lib/query-client.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { useDeliveryCountry } from '../country-store.ts'

/** A parcel's goods as the quote takes them: `id` or `idxquantity`, comma-separated. */
export const parcelItems = (items: { goods_id: number; quantity: number }[]) =>
  items.map((item) => (item.quantity > 1 ? `${item.goods_id}x${item.quantity}` : String(item.goods_id))).join(',')

/** Standard International to the shopper's country for these goods (GET /api/v1/delivery/quote). */
export const deliveryQuoteQueryOptions = (items: string, country: string | null, locale: string, signedIn: boolean) =>
  queryOptions({
    // Signed in or not changes the country the server falls back on (the default address).
    queryKey: ['delivery-quote', items, country, locale, signedIn],
    queryFn: ({ client }): Promise<DeliveryQuote> =>
      apiOf(client)
        .delivery()
        .request('GET /quote', { query: { items, country: country ?? undefined }, silent: true }),
    staleTime: 5 * 60 * 1000,
  })

export function useDeliveryQuote(items: string) {
  const country = useDeliveryCountry()
  const signedIn = useIsLoggedIn()
  return useQuery({ ...deliveryQuoteQueryOptions(items, country, useLocale(), signedIn), enabled: items.length > 0 })
}
