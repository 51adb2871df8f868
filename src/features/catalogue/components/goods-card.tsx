import { Link } from '@tanstack/react-router'
import type { ProductPagePath } from '@/lib/route-paths.ts'
import { Trans } from '@lingui/react/macro'
import type { GoodsSummary } from '#contract/catalogue.ts'
import { masterOfThumb } from '#contract/media.ts'
import { unitPrice } from '@/lib/currency.ts'
import { Price } from '@/ui/price.tsx'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

export interface ProductLink {
  /** The product page of this line, e.g. '/ELST/product'. */
  to: ProductPagePath
}

export function GoodsCard({ goods, productLink, eager = false }: { goods: GoodsSummary; productLink: ProductLink; eager?: boolean }) {
  return (
    <li className="goods-card">
      <Link to={productLink.to} search={{ productId: goods.id }} className="goods-card__link">
        {/* The build makes the card's responsive copies from the 800 px master, not the thumbnail. */}
        <ResponsiveImage
          src={masterOfThumb(goods.thumb)}
          alt=""
          width={800}
          height={800}
          sizes="(max-width: 559px) calc(50vw - 22px), (max-width: 1024px) 45vw, 280px"
          priority={eager ? 'high' : 'lazy'}
          className="goods-card__image"
          copies={goods.responsive}
        />
        <span className="goods-card__name">{goods.goods_name}</span>
      </Link>
      <Price goods={unitPrice(goods.price)} compareAtUsdMinor={goods.compare_at_price} />
      {goods.stock === 0 ? (
        <span className="goods-card__badge goods-card__badge--sold-out">
          <Trans>Sold out</Trans>
        </span>
      ) : null}
      {goods.is_new && goods.stock > 0 ? (
        <span className="goods-card__badge">
          <Trans>New</Trans>
        </span>
      ) : null}
    </li>
  )
}
