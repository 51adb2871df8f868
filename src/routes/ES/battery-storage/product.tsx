import { createFileRoute } from '@tanstack/react-router'
import { withReturnPolicies } from '@/features/returns/api/get-return-policies.ts'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { loadProduct } from '@/features/catalogue/api/load-product.ts'
import { productHead } from '@/features/seo/heads.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { EnergyProductPage } from '../-components/energy-product.tsx'

export const Route = createFileRoute('/ES/battery-storage/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    withReturnPolicies(queryClient, loadProduct(queryClient, 'ene', deps.productId, locale)),
  head: ({ match, loaderData }) => productHead(loaderData, match, 'batteryStorage'),
  notFoundComponent: () => <ProductNotFound backTo="/ES/product-category/battery-storage" />,
  component: BatteryStorageProductPage,
})

function BatteryStorageProductPage() {
  const { productId } = Route.useSearch()
  return <EnergyProductPage category="battery-storage" productId={productId} />
}
