import { createFileRoute } from '@tanstack/react-router'
import { withReturnPolicies } from '@/features/returns/api/get-return-policies.ts'
import { LazyPolicySummary } from '@/features/returns/lazy-policy-summary.tsx'
import { staticHead } from '@/features/seo/heads.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { useSeries } from '@/features/blindbox/api/get-series.ts'
import { loadSeries } from '@/features/blindbox/api/load-series.ts'
import { SeriesDetail } from '@/features/blindbox/components/series-detail.tsx'
import { SeriesNotFound } from '@/features/blindbox/components/series-not-found.tsx'
import { QueryState } from '@/ui/query-state.tsx'

export const Route = createFileRoute('/blindBoxes/details')({
  validateSearch: (search: Record<string, unknown>) => ({ id: productSearch({ productId: search.id }).productId }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) => withReturnPolicies(queryClient, loadSeries(queryClient, deps.id, locale)),
  head: ({ match }) => staticHead('blindBoxSeries', match),
  notFoundComponent: SeriesNotFound,
  component: SeriesPage,
})

function SeriesPage() {
  const { id } = Route.useSearch()
  const series = useSeries(id)
  return (
    <QueryState query={series} notFound={<SeriesNotFound />}>
      {(data) =>
        data.list[0] ? (
          <>
            <SeriesDetail series={data.list[0]} />
            <LazyPolicySummary policyKey="box" />
          </>
        ) : (
          <SeriesNotFound />
        )
      }
    </QueryState>
  )
}
