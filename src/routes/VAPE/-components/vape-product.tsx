import { useCategories } from '@/features/catalogue/api/get-categories.ts'
import { useGoodsDetail } from '@/features/catalogue/api/get-goods-detail.ts'
import { ProductView } from '@/features/catalogue/components/product-view.tsx'
import { ProductNotFound } from '@/features/catalogue/components/product-not-found.tsx'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { vapeBrands, type VapeBrand } from '@/features/vape/components/vape-brands.ts'
import { AddToCart } from '@/features/cart/components/add-to-cart.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { VapeActions } from './vape-actions.tsx'

/** A vape product, framed by the header and footer of the brand it belongs to. */
export function VapeProductPage({ productId }: { productId: number }) {
  const product = useGoodsDetail('cig', productId)
  const categories = useCategories('cig')
  const categorySlug = product.data?.category.slug
  const categoryBrand = categories.data?.find((category) => category.slug === categorySlug)?.brand
  const brand: VapeBrand = categoryBrand === 'imoment' ? 'imoment' : 'waka'
  const notFound = <ProductNotFound backTo={vapeBrands[brand].home} />
  return (
    <VapeLayout brand={brand} actions={<VapeActions />}>
      {productId ? (
        <QueryState query={product} notFound={notFound}>
          {(goods) => <ProductView goods={goods} purchase={<AddToCart goods={goods} />} />}
        </QueryState>
      ) : notFound}
    </VapeLayout>
  )
}
