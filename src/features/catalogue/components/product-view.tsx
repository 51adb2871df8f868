import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { GoodsDetail } from '#contract/catalogue.ts'
import { DeliveryLine } from '@/features/delivery/index.ts'
import { unitPrice } from '@/lib/currency.ts'
import { Price } from '@/ui/price.tsx'
import { ProductGallery } from './product-gallery.tsx'
import './product-view.css'

/** A product page's body; `purchase` is the line's add-to-cart panel, composed by the route. */
export function ProductView({ goods, purchase }: { goods: GoodsDetail; purchase?: ReactNode }) {
  return (
    <article className="product-view">
      <ProductGallery images={goods.images} name={goods.goods_name} />
      <div className="product-view__info">
        <p className="product-view__category">{goods.category.name}</p>
        <h1 className="product-view__name">{goods.goods_name}</h1>
        <Price goods={unitPrice(goods.price)} compareAtUsdMinor={goods.compare_at_price} className="product-view__price" />
        <StockState stock={goods.stock} />
        <DeliveryLine items={[{ goods_id: goods.id, quantity: 1 }]} />
        <p className="product-view__summary">{goods.summary}</p>
        {purchase}
        <section aria-labelledby="product-description">
          <h2 id="product-description">
            <Trans>Description</Trans>
          </h2>
          {goods.description.split('\n\n').map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
        {goods.specs.length > 0 ? (
          <section aria-labelledby="product-specs">
            <h2 id="product-specs">
              <Trans>Specifications</Trans>
            </h2>
            <dl className="product-view__specs">
              {goods.specs.map((spec) => (
                <div key={spec.label}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </article>
  )
}

function StockState({ stock }: { stock: number }) {
  if (stock === 0)
    return (
      <p className="product-view__stock product-view__stock--out">
        <Trans>Sold out</Trans>
      </p>
    )
  if (stock <= 5)
    return (
      <p className="product-view__stock product-view__stock--low">
        <Trans>Only {stock} left in stock</Trans>
      </p>
    )
  return (
    <p className="product-view__stock">
      <Trans>In stock</Trans>
    </p>
  )
}
