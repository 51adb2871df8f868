import { createFileRoute } from '@tanstack/react-router'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail.ts'
import { productSearch } from '@/lib/search-schemas.ts'
import { EnergyProductPage } from '../-components/energy-product.tsx'

export const Route = createFileRoute('/ES/battery-storage/product')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    deps.productId ? warmQuery(queryClient, goodsDetailQueryOptions('ene', deps.productId, localeStore.get())) : undefined,
  head: () => ({ meta: [{ title: 'Battery storage · Smart Power' }] }),
  component: BatteryStorageProductPage,
})

function BatteryStorageProductPage() {
  const { productId } = Route.useSearch()
  return <EnergyProductPage category="battery-storage" productId={productId} />
}
