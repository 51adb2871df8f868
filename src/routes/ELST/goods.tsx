import { createFileRoute } from '@tanstack/react-router'
import { listingHead } from '@/features/seo/heads.ts'
import { goodsPageSearch } from '@/lib/search-schemas.ts'
import { Trans } from '@lingui/react/macro'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsListQueryOptions, useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { categoriesQueryOptions, useCategories } from '@/features/catalogue/api/get-categories.ts'
import { CategoryFilter } from '@/features/catalogue/components/category-filter.tsx'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Pagination } from '@/features/catalogue/components/pagination.tsx'
import { QueryState } from '@/ui/query-state.tsx'

const pageSize = 12

export const Route = createFileRoute('/ELST/goods')({
  validateSearch: goodsPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    Promise.all([
      warmQuery(queryClient, goodsListQueryOptions('sco', { page: deps.page ?? 1, pageSize, category: deps.category }, locale)),
      warmQuery(queryClient, categoriesQueryOptions('sco', locale)),
    ]),
  head: ({ match }) => listingHead('scooterGoods', match, [{ page: 'scooterHome', path: '/electric-scooter' }]),
  component: ScooterGoodsPage,
})

function ScooterGoodsPage() {
  const { page = 1, category } = Route.useSearch()
  const goods = useGoodsList('sco', { page, pageSize, category })
  const categories = useCategories('sco')
  return (
    <>
      <h1>
        <Trans>All goods</Trans>
      </h1>
      <CategoryFilter categories={categories.data ?? []} active={category} to="/ELST/goods" />
      <QueryState query={goods}>
        {(data) => (
          <>
            <GoodsGrid goods={data.list} productLink={{ to: '/ELST/product' }} />
            <Pagination page={page} pageSize={pageSize} total={data.total} to="/ELST/goods" search={{ category }} />
          </>
        )}
      </QueryState>
    </>
  )
}
