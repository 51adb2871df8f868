import { lazy, Suspense, useEffect } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoxSeries } from '#contract/blindbox.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { Price } from '@/ui/price.tsx'
import { useDrawBox } from '../api/use-draw-box.ts'
import { useWallet } from '../api/get-wallet.ts'
import { AdultCheck } from './adult-check.tsx'
import { OddsTable } from './odds-table.tsx'
import { SeedFacts } from './seed-facts.tsx'

// Choosing the client seed is a signed-in shopper's, below the odds: it loads beside the page (with
// the wallet it needs), not before the page is ready.
const loadClientSeedForm = () => import('./client-seed-form.tsx')
const ClientSeedForm = lazy(() => loadClientSeedForm().then((module) => ({ default: module.ClientSeedForm })))

/** A series before buying: price, every prize with its value and odds, the guarantee, then the draw. */
export function SeriesDetail({ series }: { series: BoxSeries }) {
  const { t } = useLingui()
  const loggedIn = useIsLoggedIn()
  const wallet = useWallet()
  const navigate = useNavigate()
  const clientSeed = wallet.data?.client_seed
  useEffect(() => {
    if (loggedIn) void loadClientSeedForm().catch(() => undefined)
  }, [loggedIn])
  const drawBox = useDrawBox((draw) => {
    if (draw) void navigate({ to: '/blindBoxes/thanks', search: { id: draw.draw_no } })
  })
  return (
    <article className="box-detail">
      {/* The page's largest paint on a phone: asked for at once, not behind the scripts while still low priority. */}
      <img src={series.image} alt="" width={480} height={480} fetchPriority="high" className="box-detail__image" />
      <h1>{series.name}</h1>
      <p>{series.summary}</p>
      <p className="box-detail__price">
        <Trans>One box:</Trans> <Price usdMinor={series.price} />
      </p>
      <p>
        <Trans>
          A secret (top-tier) prize at the latest on your {series.guarantee_every}th draw of this series since your last one. Resale credits{' '}
          {series.resale_rate_pct}% of the box price to your balance.
        </Trans>
      </p>
      <h2>
        <Trans>Prizes and odds (version {series.odds_version})</Trans>
      </h2>
      <OddsTable prizes={series.prizes} withPictures />
      <p>
        <Link to="/blindBoxes/rules">
          <Trans>Rules and how to verify a draw</Trans>
        </Link>
      </p>
      {!loggedIn || (wallet.data && !wallet.data.date_of_birth) ? (
        <AdultCheck />
      ) : wallet.data ? (
        <section className="box-draw">
          <p>
            <Trans>Balance:</Trans> <Price usdMinor={wallet.data.balance} /> ·{' '}
            <Trans>
              Draws today: {wallet.data.draws_today} of {wallet.data.daily_cap}
            </Trans>
          </p>
          <SeedFacts hash={wallet.data.next_seed_hash} clientSeed={wallet.data.client_seed} nonce={wallet.data.nonce} />
          {clientSeed ? (
            // The seed the shopper sees goes with the draw: if it changed elsewhere meanwhile, nothing is drawn.
            // While the wallet is asked again (on every visit; the offline copy may be from before a seed
            // change), the facts on screen may be outdated: the draw waits for the server's.
            <button
              type="button"
              className="button button--primary"
              disabled={drawBox.isPending || wallet.isFetching}
              onClick={() => drawBox.mutate({ series_id: series.id, client_seed: clientSeed })}
            >
              {t`Draw one box`}
            </button>
          ) : null}
          <Link to="/blindBoxes/recharge">
            <Trans>Top up</Trans>
          </Link>
          <Suspense fallback={null}>
            <ClientSeedForm first={!clientSeed} />
          </Suspense>
        </section>
      ) : null}
    </article>
  )
}
