import { Trans } from '@lingui/react/macro'
import type { GoodsSummary } from '#contract/catalogue.ts'
import { GoodsCard, type ProductLink } from './goods-card.tsx'
import './goods-grid.css'

export function GoodsGrid({ goods, productLink }: { goods: GoodsSummary[]; productLink: ProductLink }) {
  if (goods.length === 0) {
    return <p className="state"><Trans>No goods here yet.</Trans></p>
  }
  return (
    <ul className="goods-grid">
      {goods.map((item) => <GoodsCard key={item.id} goods={item} productLink={productLink} />)}
    </ul>
  )
}
