import { useCategories } from '@/features/catalogue/api/get-categories.ts'
import { LazyPolicySummary } from '@/features/returns/lazy-policy-summary.tsx'
import { useGoodsDetail } from '@/features/catalogue/api/get-goods-detail.ts'
import { ProductDetail } from '@/features/catalogue/components/product-detail.tsx'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { vapeBrands, type VapeBrand } from '@/features/vape/components/vape-brands.ts'
import { VapeActions } from './vape-actions.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'

/** A vape product, framed by the header and footer of the brand it belongs to. */
export function VapeProductPage({ productId }: { productId: number }) {
  const product = useGoodsDetail('cig', productId)
  const categories = useCategories('cig')
  const categorySlug = product.data?.category.slug
  const categoryBrand = categories.data?.find((category) => category.slug === categorySlug)?.brand
  const brand: VapeBrand = categoryBrand === 'imoment' ? 'imoment' : 'waka'
  return (
    <VapeLayout brand={brand} settings={<CurrencySelect />} actions={<VapeActions continueTo={vapeBrands[brand].home} />}>
      <ProductDetail line="cig" productId={productId} backTo={vapeBrands[brand].home} purchase={AddToCart} />
      <LazyPolicySummary policyKey={`cig-${brand}`} />
    </VapeLayout>
  )
}
