import { createFileRoute } from '@tanstack/react-router'
import { withReturnPolicies } from '@/features/returns/api/get-return-policies.ts'
import { LazyPolicySummary } from '@/features/returns/lazy-policy-summary.tsx'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { loadProduct } from '@/features/catalogue/api/load-product.ts'
import { productHead } from '@/features/seo/heads.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { ProductDetail } from '@/features/catalogue/components/product-detail.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'

export const Route = createFileRoute('/ski-board/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) =>
    withReturnPolicies(queryClient, loadProduct(queryClient, 'boot', deps.productId, locale)),
  head: ({ match, loaderData }) => productHead(loaderData, match, 'skiHome'),
  notFoundComponent: () => <ProductNotFound backTo="/ski-board" />,
  component: SkiProductPage,
})

// AddToCart asks for the boot size: sizes are part of the cart line.
function SkiProductPage() {
  const { productId } = Route.useSearch()
  return (
    <>
      <ProductDetail line="boot" productId={productId} backTo="/ski-board" purchase={AddToCart} />
      <LazyPolicySummary policyKey="boot" />
    </>
  )
}
