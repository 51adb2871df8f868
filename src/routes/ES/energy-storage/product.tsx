import { createFileRoute } from '@tanstack/react-router'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { EnergyProductPage } from '../-components/energy-product.tsx'

export const Route = createFileRoute('/ES/energy-storage/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    deps.productId ? warmQuery(queryClient, goodsDetailQueryOptions('ene', deps.productId, localeStore.get())) : undefined,
  head: () => ({ meta: [{ title: 'Energy storage · Smart Power' }] }),
  component: EnergyStorageProductPage,
})

function EnergyStorageProductPage() {
  const { productId } = Route.useSearch()
  return <EnergyProductPage category="energy-storage" productId={productId} />
}
