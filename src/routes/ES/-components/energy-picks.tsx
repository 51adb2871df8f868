import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useProductList } from '@/features/catalogue/api/get-product-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { energyCategories, type EnergyCategory } from './energy-categories.ts'

/** The landing's first goods of each range (the same call and size as the loader warms). */
export const energyPicks = { page: 1, pageSize: 4 }

/** A few goods of one range with their prices, and the way to the whole range. */
export function EnergyPicks({ category, title }: { category: EnergyCategory; title: ReactNode }) {
  const { list, product } = energyCategories[category]
  const goods = useProductList('ene', { category, ...energyPicks })
  return (
    <section className="container energy-picks" aria-labelledby={`picks-${category}`}>
      <div className="energy-picks__head">
        <h2 id={`picks-${category}`}>{title}</h2>
        <Link to={list}>
          <Trans>See all</Trans>
        </Link>
      </div>
      <QueryState query={goods}>{(data) => <GoodsGrid goods={data.list} productLink={{ to: product }} />}</QueryState>
    </section>
  )
}
