import { createFileRoute } from '@tanstack/react-router'
import { returnPoliciesQueryOptions } from '@/features/returns/api/get-return-policies.ts'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { loadProduct } from '@/features/catalogue/api/load-product.ts'
import { productHead } from '@/features/seo/heads.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { VapeProductPage } from '../-components/vape-product.tsx'

export const Route = createFileRoute('/VAPE/pages/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    Promise.all([
      loadProduct(queryClient, 'cig', deps.productId, locale),
      warmQuery(queryClient, categoriesQueryOptions('cig', locale)),
      warmQuery(queryClient, returnPoliciesQueryOptions()),
    ]),
  head: ({ match, loaderData }) => productHead(loaderData?.[0], match, 'waka'),
  notFoundComponent: () => <ProductNotFound backTo="/VAPE/WAKA" />,
  component: VapeProductRoute,
})

function VapeProductRoute() {
  return <VapeProductPage productId={Route.useSearch().productId} />
}
