import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeStore } from '@/lib/i18n.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsListQueryOptions, useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { ScooterHeader } from './ELST/-components/scooter-header.tsx'

const featured = { featured: true, pageSize: 8 }

export const Route = createFileRoute('/electric-scooter')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, goodsListQueryOptions('sco', featured, localeStore.get())),
  head: () => ({ meta: [{ title: 'E-Scooters' }] }),
  component: ScooterHome,
})

function ScooterHome() {
  const goods = useGoodsList('sco', featured)
  return (
    <>
      <ScooterHeader />
      <main className="container">
        <section className="state">
          <h1><Trans>Electric scooters for every city</Trans></h1>
          <p><Trans>Commuter, performance and kids’ scooters, shipped worldwide with a two-year warranty.</Trans></p>
          <Link to="/ELST/goods" className="button"><Trans>Shop all scooters</Trans></Link>
        </section>
        <h2><Trans>Featured</Trans></h2>
        <QueryState query={goods}>{(data) => <GoodsGrid goods={data.list} productLink={{ to: '/ELST/product' }} />}</QueryState>
      </main>
    </>
  )
}
