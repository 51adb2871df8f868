import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { GoodsSummary } from '#contract/catalogue.ts'
import { Price } from '@/ui/price.tsx'

export interface ProductLink {
  /** The product page of this line, e.g. '/ELST/product'. */
  to: string
}

export function GoodsCard({ goods, productLink, eager = false }: { goods: GoodsSummary; productLink: ProductLink; eager?: boolean }) {
  return (
    <li className="goods-card">
      <Link to={productLink.to as never} search={{ productId: goods.id } as never} className="goods-card__link">
        <img src={goods.thumb} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" className="goods-card__image" />
        <span className="goods-card__name">{goods.goods_name}</span>
      </Link>
      <Price usdMinor={goods.price} compareAtUsdMinor={goods.compare_at_price} />
      {goods.stock === 0 ? <span className="goods-card__badge goods-card__badge--sold-out"><Trans>Sold out</Trans></span> : null}
      {goods.is_new && goods.stock > 0 ? <span className="goods-card__badge"><Trans>New</Trans></span> : null}
    </li>
  )
}
