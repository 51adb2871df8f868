import { createFileRoute } from '@tanstack/react-router'
import { listingHead } from '@/features/seo/heads.ts'
import { pageSearch } from '@/lib/search-schemas.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories.ts'
import { productListQueryOptions } from '@/features/catalogue/api/get-product-list.ts'
import { EnergyCategoryPage, energyPageSize } from '../-components/energy-category.tsx'

export const Route = createFileRoute('/ES/product-category/energy-storage')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    Promise.all([
      warmQuery(queryClient, categoriesQueryOptions('ene', locale)),
      warmQuery(
        queryClient,
        productListQueryOptions('ene', { category: 'energy-storage', page: deps.page ?? 1, pageSize: energyPageSize }, locale),
      ),
    ]),
  head: ({ match }) => listingHead('energyStorage', match, [{ page: 'energyHome', path: '/smart-power' }]),
  component: EnergyStoragePage,
})

function EnergyStoragePage() {
  const { page = 1 } = Route.useSearch()
  return <EnergyCategoryPage category="energy-storage" page={page} />
}
