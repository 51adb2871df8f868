import { createFileRoute } from '@tanstack/react-router'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { ProductDetail } from '@/features/catalogue/components/product-detail.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'

export const Route = createFileRoute('/ski-board/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    deps.productId ? warmQuery(queryClient, goodsDetailQueryOptions('boot', deps.productId, localeStore.get())) : undefined,
  head: () => ({ meta: [{ title: 'Bootski · Ski boards' }] }),
  component: SkiProductPage,
})

// AddToCart asks for the boot size: sizes are part of the cart line.
function SkiProductPage() {
  const { productId } = Route.useSearch()
  return <ProductDetail line="boot" productId={productId} backTo="/ski-board" purchase={AddToCart} />
}
