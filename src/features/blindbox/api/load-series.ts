import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client.ts'
import type { Locale } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { seriesQueryOptions } from './get-series.ts'

/**
 * The series page's loader: the series, or the route's not-found page (HTTP 404 from the server
 * render) when there is no id or the shop does not know it. Offline or failing, the page shows its own state.
 */
export async function loadSeries(queryClient: QueryClient, id: number, locale: Locale) {
  if (!id) throw notFound()
  const options = seriesQueryOptions(locale, id)
  const series = await warmQuery(queryClient, options)
  const error = queryClient.getQueryState(options.queryKey)?.error
  if (!series && error instanceof ApiError && error.code === 404) throw notFound()
  return series
}
