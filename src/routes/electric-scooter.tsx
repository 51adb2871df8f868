import { createFileRoute, Link } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { mediaUrl } from '@/lib/env.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { goodsListQueryOptions, useGoodsList } from '@/features/catalogue/api/get-goods-list.ts'
import { GoodsGrid } from '@/features/catalogue/components/goods-grid.tsx'
import { Hero } from '@/ui/hero.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { ScooterHeader } from './ELST/-components/scooter-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'

const featured = { featured: true, pageSize: 8 }

export const Route = createFileRoute('/electric-scooter')({
  loader: ({ context: { queryClient, locale } }) => warmQuery(queryClient, goodsListQueryOptions('sco', featured, locale)),
  head: ({ match }) => staticHead('scooterHome', match),
  component: ScooterHome,
})

function ScooterHome() {
  const { t } = useLingui()
  const goods = useGoodsList('sco', featured)
  return (
    <>
      <ScooterHeader />
      <main>
        <Hero image={mediaUrl('marketing/scooter-hero.webp')} alt={t`An electric scooter riding past a city skyline`}>
          <h1>
            <Trans>Electric scooters for every city</Trans>
          </h1>
          <p>
            <Trans>Commuter, performance and kids’ scooters, shipped worldwide with a two-year warranty.</Trans>
          </p>
          <div className="hero__actions">
            <Link to="/ELST/goods" className="button">
              <Trans>Shop all scooters</Trans>
            </Link>
            <Link to="/ELST/blind-boxes" className="button button--ghost">
              <Trans>Open a blind-box</Trans>
            </Link>
          </div>
        </Hero>
        <section className="container" aria-labelledby="featured-goods">
          <h2 id="featured-goods">
            <Trans>Featured</Trans>
          </h2>
          <QueryState query={goods}>{(data) => <GoodsGrid goods={data.list} productLink={{ to: '/ELST/product' }} />}</QueryState>
        </section>
      </main>
      <ShopFooter />
    </>
  )
}
