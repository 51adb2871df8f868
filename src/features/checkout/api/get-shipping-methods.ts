import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderLine, ShippingMethodOption } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { orderApi } from './order-api.ts'

/** Standard International, with its fee (spec §9: the only method). */
export function getShippingMethods(line: OrderLine): Promise<ShippingMethodOption[]> {
  return orderApi(line)
    .request('GET /shippingmethods', { silent: true })
    .then((data) => data.list)
}

export const shippingMethodsQueryOptions = (line: OrderLine, locale: string) =>
  queryOptions({ queryKey: ['shipping-methods', line, locale], queryFn: () => getShippingMethods(line), staleTime: 60 * 60 * 1000 })

export const useShippingMethods = (line: OrderLine) => useQuery(shippingMethodsQueryOptions(line, useLocale()))
