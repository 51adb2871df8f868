import { createFileRoute, Link } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { pageSearch } from '@/lib/search-schemas.ts'
import { Trans } from '@lingui/react/macro'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsListQueryOptions, useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Pagination } from '@/features/catalogue/components/pagination.tsx'
import { QueryState } from '@/ui/query-state.tsx'

const pageSize = 12
// The scooter line's mystery boxes are the goods of its 'blind-boxes' category.
const category = 'blind-boxes'

export const Route = createFileRoute('/ELST/blind-boxes')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    warmQuery(queryClient, goodsListQueryOptions('sco', { page: deps.page ?? 1, pageSize, category }, locale)),
  head: ({ match }) => staticHead('scooterBlindBoxes', match),
  component: ScooterBlindBoxesPage,
})

function ScooterBlindBoxesPage() {
  const { page = 1 } = Route.useSearch()
  const goods = useGoodsList('sco', { page, pageSize, category })
  return (
    <>
      <h1>
        <Trans>Blind-boxes</Trans>
      </h1>
      <p>
        <Link to="/blindBoxes" className="button">
          <Trans>Open the blind-box shop: collectible series, published odds, verifiable draws</Trans>
        </Link>
      </p>
      <p>
        <Trans>Mystery boxes of riding accessories and gear: open one to find out what is inside.</Trans>
      </p>
      <QueryState query={goods}>
        {(data) => (
          <>
            <GoodsGrid goods={data.list} productLink={{ to: '/ELST/product' }} />
            <Pagination page={page} pageSize={pageSize} total={data.total} to="/ELST/blind-boxes" search={{}} />
          </>
        )}
      </QueryState>
    </>
  )
}
