import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { seriesQueryOptions, useSeries } from '@/features/blindbox/api/get-series.ts'
import { RulesView } from '@/features/blindbox/components/rules-view.tsx'
import { QueryState } from '@/ui/query-state.tsx'

export const Route = createFileRoute('/blindBoxes/rules')({
  loader: ({ context: { queryClient, locale } }) => warmQuery(queryClient, seriesQueryOptions(locale)),
  head: ({ match }) => staticHead('blindBoxRules', match),
  component: RulesPage,
})

function RulesPage() {
  const series = useSeries()
  return <QueryState query={series}>{(data) => <RulesView series={data.list} dailyCap={data.daily_cap} />}</QueryState>
}
