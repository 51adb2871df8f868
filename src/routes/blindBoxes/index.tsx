import { createFileRoute, Link } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { Trans } from '@lingui/react/macro'
import { warmQuery } from '@/lib/warm-query.ts'
import { seriesQueryOptions, useSeries } from '@/features/blindbox/api/get-series.ts'
import { SeriesList } from '@/features/blindbox/components/series-list.tsx'
import { AdultCheck } from '@/features/blindbox/components/adult-check.tsx'
import { QueryState } from '@/ui/query-state.tsx'

export const Route = createFileRoute('/blindBoxes/')({
  loader: ({ context: { queryClient, locale } }) => warmQuery(queryClient, seriesQueryOptions(locale)),
  head: ({ match }) => staticHead('blindBoxes', match),
  component: BlindBoxesPage,
})

function BlindBoxesPage() {
  const series = useSeries()
  return (
    <>
      <h1>
        <Trans>Blind-box series</Trans>
      </h1>
      <p>
        <Trans>Every prize, its value and its odds are published before you buy. Adults only.</Trans>{' '}
        <Link to="/blindBoxes/rules">
          <Trans>Rules</Trans>
        </Link>
      </p>
      <AdultCheck />
      <QueryState query={series}>{(data) => <SeriesList series={data.list} />}</QueryState>
    </>
  )
}
