import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsDetailQueryOptions, useGoodsDetail } from '@/features/catalogue/api/get-goods-detail.ts'
import { ProductView } from '@/features/catalogue/components/product-view.tsx'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { QueryState } from '@/ui/query-state.tsx'

const searchSchema = z.object({
  productId: z.coerce.number().int().positive().catch(0),
})

export const Route = createFileRoute('/ski-board/product')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    deps.productId ? warmQuery(queryClient, goodsDetailQueryOptions('boot', deps.productId, localeStore.get())) : undefined,
  head: () => ({ meta: [{ title: 'Bootski · Ski boards' }] }),
  component: SkiProductPage,
})

function SkiProductPage() {
  const { productId } = Route.useSearch()
  const product = useGoodsDetail('boot', productId)
  if (!productId) return <ProductNotFound backTo="/ski-board" />
  return (
    <QueryState query={product} notFound={<ProductNotFound backTo="/ski-board" />}>
      {(goods) => <ProductView goods={goods} purchase={<AddToCart goods={goods} />} />}
    </QueryState>
  )
}
