import { ProductDetail } from '@/features/catalogue/components/product-detail.tsx'
import { LazyPolicySummary } from '@/features/returns/lazy-policy-summary.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { energyCategories, type EnergyCategory } from './energy-categories.ts'

/** An energy-storage product; unknown ids lead back to the category the page belongs to. */
export function EnergyProductPage({ category, productId }: { category: EnergyCategory; productId: number }) {
  return (
    <>
      <ProductDetail line="ene" productId={productId} backTo={energyCategories[category].list} purchase={AddToCart} />
      <LazyPolicySummary policyKey="ene" />
    </>
  )
}
