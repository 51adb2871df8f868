import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client.ts'
import type { Locale } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsDetailQueryOptions } from './get-goods-detail.ts'
import type { ProductLine } from '#contract/lines.ts'

/**
 * A product page's loader: the product for the page and its head, or the route's not-found page
 * (HTTP 404 from the server render) when there is no id or the shop does not know it.
 * Offline or failing, it leaves the page to show its own state.
 */
export async function loadProduct(queryClient: QueryClient, line: ProductLine, id: number | undefined, locale: Locale) {
  if (!id) throw notFound()
  const options = goodsDetailQueryOptions(line, id, locale)
  const goods = await warmQuery(queryClient, options)
  const error = queryClient.getQueryState(options.queryKey)?.error
  if (!goods && error instanceof ApiError && error.code === 404) throw notFound()
  return goods
}
