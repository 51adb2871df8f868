import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShippingMethodOption } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { orderApi } from './order-api.ts'
import type { ProductLine } from '#contract/lines.ts'

/** Standard International, with its fee (spec §9: the only method). */
export function getShippingMethods(line: ProductLine<'cart'>): Promise<ShippingMethodOption[]> {
  return orderApi(line)
    .request('GET /shippingmethods', { silent: true })
    .then((data) => data.list)
}

export const shippingMethodsQueryOptions = (line: ProductLine<'cart'>, locale: string) =>
  queryOptions({ queryKey: ['shipping-methods', line, locale], queryFn: () => getShippingMethods(line), staleTime: 60 * 60 * 1000 })

export const useShippingMethods = (line: ProductLine<'cart'>) => useQuery(shippingMethodsQueryOptions(line, useLocale()))
