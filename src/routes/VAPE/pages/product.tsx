import { createFileRoute } from '@tanstack/react-router'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories.ts'
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { VapeProductPage } from '../-components/vape-product.tsx'

export const Route = createFileRoute('/VAPE/pages/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => Promise.all([
    deps.productId ? warmQuery(queryClient, goodsDetailQueryOptions('cig', deps.productId, localeStore.get())) : undefined,
    warmQuery(queryClient, categoriesQueryOptions('cig', localeStore.get())),
  ]),
  head: () => ({ meta: [{ title: 'Vape' }] }),
  component: VapeProductRoute,
})

function VapeProductRoute() {
  return <VapeProductPage productId={Route.useSearch().productId} />
}
