import { createFileRoute } from '@tanstack/react-router'
import { searchHead } from '@/features/seo/heads.ts'
import { searchPageSearch } from '@/lib/search-schemas.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { productPageOf } from '@/lib/product-page.ts'
import { searchResultsQueryOptions } from '@/features/search/api/get-search-results.ts'
import { resultsQueryOf, SearchResultsView } from '@/features/search/components/search-results-view.tsx'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { SearchHeader } from './-components/search-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'
import type { ProductLine } from '#contract/lines.ts'

export const Route = createFileRoute('/search')({
  validateSearch: searchPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    deps.q ? warmQuery(queryClient, searchResultsQueryOptions(resultsQueryOf(deps), locale)) : undefined,
  head: ({ match }) => searchHead(match, match.search.q),
  component: SearchPage,
})

function SearchPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <SearchHeader />
      <main className="container">
        <SearchResultsView
          key={search.q}
          search={search}
          onChange={(next) => void navigate({ search: next })}
          renderGoods={(goods) => (
            <GoodsGrid
              goods={goods}
              productLink={(item) => ({ to: productPageOf(item.line as ProductLine<'search'>, item.category.slug) })}
            />
          )}
        />
      </main>
      <ShopFooter />
    </>
  )
}
