import type { RoutePath } from '@/lib/route-paths.ts'
import type { ComponentType } from 'react'
import type { GoodsDetail } from '#contract/catalogue.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { useGoodsDetail } from '../api/get-goods-detail.ts'
import { ProductNotFound } from './product-not-found.tsx'
import { ProductView } from './product-view.tsx'
import type { ProductLine } from '#contract/lines.ts'

interface ProductDetailProps {
  line: ProductLine
  productId: number
  /** Where "Back to all goods" leads when the product is unknown. */
  backTo: RoutePath
  /** The line's add-to-cart panel, given the loaded product. */
  purchase?: ComponentType<{ goods: GoodsDetail }>
}

/** A product page's body: the product, or the not-found state for a missing or unknown id. */
export function ProductDetail({ line, productId, backTo, purchase: Purchase }: ProductDetailProps) {
  const product = useGoodsDetail(line, productId)
  const notFound = <ProductNotFound backTo={backTo} />
  if (!productId) return notFound
  return (
    <QueryState query={product} notFound={notFound}>
      {(goods) => <ProductView goods={goods} purchase={Purchase ? <Purchase goods={goods} /> : undefined} />}
    </QueryState>
  )
}
