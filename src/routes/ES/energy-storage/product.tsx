import { createFileRoute } from '@tanstack/react-router'
import { withReturnPolicies } from '@/features/returns/api/get-return-policies.ts'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { loadProduct } from '@/features/catalogue/api/load-product.ts'
import { productHead } from '@/features/seo/heads.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { EnergyProductPage } from '../-components/energy-product.tsx'

export const Route = createFileRoute('/ES/energy-storage/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    withReturnPolicies(queryClient, loadProduct(queryClient, 'ene', deps.productId, locale)),
  head: ({ match, loaderData }) => productHead(loaderData, match, 'energyStorage'),
  notFoundComponent: () => <ProductNotFound backTo="/ES/product-category/energy-storage" />,
  component: EnergyStorageProductPage,
})

function EnergyStorageProductPage() {
  const { productId } = Route.useSearch()
  return <EnergyProductPage category="energy-storage" productId={productId} />
}
