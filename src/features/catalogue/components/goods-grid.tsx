import { Trans } from '@lingui/react/macro'
import type { GoodsSummary } from '#contract/catalogue.ts'
import { GoodsCard, type ProductLink } from './goods-card.tsx'
import './goods-grid.css'

/** `productLink`: the line's product page, or one per product where a list mixes lines (search results). */
export function GoodsGrid({
  goods,
  productLink,
}: {
  goods: GoodsSummary[]
  productLink: ProductLink | ((goods: GoodsSummary) => ProductLink)
}) {
  if (goods.length === 0) {
    return (
      <p className="state">
        <Trans>No goods here yet.</Trans>
      </p>
    )
  }
  return (
    <ul className="goods-grid">
      {/* The first row is on screen at once: it loads eagerly, the rest as it scrolls in. */}
      {goods.map((item, index) => (
        <GoodsCard
          key={item.id}
          goods={item}
          productLink={typeof productLink === 'function' ? productLink(item) : productLink}
          eager={index < 4}
        />
      ))}
    </ul>
  )
}
