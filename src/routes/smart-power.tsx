import { createFileRoute, Link } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { minimumPartnerKits } from '#contract/partnership-rules.ts'
import { mediaUrl } from '@/lib/env.ts'
import { BackgroundVideo } from '@/features/marketing/components/background-video.tsx'
import { smartPowerVideo } from '@/features/marketing/media.ts'
import { EnergyHeader } from './ES/-components/energy-header.tsx'
import { EnergyPicks, energyPicks } from './ES/-components/energy-picks.tsx'
import { warmQuery } from '@/lib/warm-query.ts'
import { productListQueryOptions } from '@/features/catalogue/api/get-product-list.ts'
import { ShopFooter } from '@/ui/shop-footer.tsx'

export const Route = createFileRoute('/smart-power')({
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all(
      (['energy-storage', 'battery-storage'] as const).map((category) =>
        warmQuery(queryClient, productListQueryOptions('ene', { category, ...energyPicks }, locale)),
      ),
    ),
  head: ({ match }) => staticHead('energyHome', match),
  component: SmartPowerHome,
})

function SmartPowerHome() {
  const { t } = useLingui()
  return (
    <>
      <EnergyHeader />
      <main>
        <section className="smart-power__hero">
          <BackgroundVideo desktop={smartPowerVideo} />
          <div className="smart-power__copy container">
            <h1>
              <Trans>Clean power for home and the road</Trans>
            </h1>
            <p>
              <Trans>Store the sun’s energy for the evening, keep the lights on in a blackout, and take power wherever you go.</Trans>
            </p>
          </div>
        </section>
        <EnergyPicks category="energy-storage" title={<Trans>Home Energy Storage</Trans>} />
        <EnergyPicks category="battery-storage" title={<Trans>Portable Power Stations</Trans>} />
        <section className="container smart-power__tiles" aria-label={t`Product ranges`}>
          <Link to="/ES/product-category/energy-storage" className="smart-power__tile">
            <img src={mediaUrl('marketing/es-energy-storage.webp')} alt="" width={800} height={600} loading="lazy" decoding="async" />
            <span className="smart-power__tile-title">
              <Trans>Home Energy Storage</Trans>
            </span>
            <span>
              <Trans>Home batteries that pair with solar panels and back up the whole house.</Trans>
            </span>
          </Link>
          <Link to="/ES/product-category/battery-storage" className="smart-power__tile">
            <img src={mediaUrl('marketing/es-battery-storage.webp')} alt="" width={800} height={600} loading="lazy" decoding="async" />
            <span className="smart-power__tile-title">
              <Trans>Portable Power Stations</Trans>
            </span>
            <span>
              <Trans>Portable power stations for camping, travel and work sites.</Trans>
            </span>
          </Link>
        </section>
        <section className="container smart-power__partner" aria-labelledby="smart-power-partner">
          <h2 id="smart-power-partner">
            <Trans>Partner with us</Trans>
          </h2>
          <p>
            <Trans>Distributors and installers ordering more than {minimumPartnerKits} kits get partner pricing and support.</Trans>
          </p>
          <Link to="/ES/partnership-opportunity" className="button">
            <Trans>Partnership opportunity</Trans>
          </Link>
        </section>
      </main>
      <ShopFooter />
    </>
  )
}
