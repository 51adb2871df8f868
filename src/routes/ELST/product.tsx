import { createFileRoute } from '@tanstack/react-router'
import { withReturnPolicies } from '@/features/returns/api/get-return-policies.ts'
import { LazyPolicySummary } from '@/features/returns/lazy-policy-summary.tsx'
import { loadProduct } from '@/features/catalogue/api/load-product.ts'
import { productHead } from '@/features/seo/heads.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { useGoodsDetail } from '@/features/catalogue/api/get-goods-detail.ts'
import { ProductView } from '@/features/catalogue/components/product-view.tsx'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { QueryState } from '@/ui/query-state.tsx'

export const Route = createFileRoute('/ELST/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    withReturnPolicies(queryClient, loadProduct(queryClient, 'sco', deps.productId, locale)),
  head: ({ match, loaderData }) => productHead(loaderData, match, 'scooterHome'),
  notFoundComponent: () => <ProductNotFound backTo="/ELST/goods" />,
  component: ScooterProductPage,
})

function ScooterProductPage() {
  const { productId } = Route.useSearch()
  const product = useGoodsDetail('sco', productId)
  if (!productId) return <ProductNotFound backTo="/ELST/goods" />
  return (
    <QueryState query={product} notFound={<ProductNotFound backTo="/ELST/goods" />}>
      {(goods) => (
        <>
          <ProductView goods={goods} purchase={<AddToCart goods={goods} />} />
          <LazyPolicySummary policyKey="sco" />
        </>
      )}
    </QueryState>
  )
}
