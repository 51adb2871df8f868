import { useGoodsDetail } from '@/features/catalogue/api/get-goods-detail.ts'
import { ProductView } from '@/features/catalogue/components/product-view.tsx'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { energyCategories, type EnergyCategory } from './energy-categories.ts'

/** An energy-storage product; unknown ids lead back to the category the page belongs to. */
export function EnergyProductPage({ category, productId }: { category: EnergyCategory; productId: number }) {
  const product = useGoodsDetail('ene', productId)
  const notFound = <ProductNotFound backTo={energyCategories[category].list} />
  if (!productId) return notFound
  return (
    <QueryState query={product} notFound={notFound}>
      {(goods) => <ProductView goods={goods} purchase={<AddToCart goods={goods} />} />}
    </QueryState>
  )
}
