import { lazy, Suspense, useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DrawRecord } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { useResell } from '../api/use-resell.ts'
import { OddsTable } from './odds-table.tsx'
import { TierName } from './tier-name.tsx'
import { VerifyButton } from './verify-button.tsx'

// Shipping the prize (its address form) and changing the client seed sit below the prize: they load
// beside the page, not before it is ready.
const loadShipPrizeForm = () => import('./ship-prize-form.tsx')
const ShipPrizeForm = lazy(() => loadShipPrizeForm().then((module) => ({ default: module.ShipPrizeForm })))
const loadClientSeedForm = () => import('./client-seed-form.tsx')
const ClientSeedForm = lazy(() => loadClientSeedForm().then((module) => ({ default: module.ClientSeedForm })))

/** One draw: the prize, what can be done with it, and everything needed to check it. */
export function DrawRecordView({ draw }: { draw: DrawRecord }) {
  const { t } = useLingui()
  const resell = useResell()
  const resaleAmount = draw.resale_amount
  const serverSeed = draw.server_seed
  useEffect(() => {
    void Promise.all([loadShipPrizeForm(), loadClientSeedForm()]).catch(() => undefined)
  }, [])
  return (
    <article className="box-record">
      <h1>{draw.prize.name}</h1>
      <img src={draw.prize.image} alt="" width={240} height={240} />
      <p>
        {draw.series_name} · <TierName tier={draw.prize.tier} /> · <Trans>Value</Trans> <Price usdMinor={draw.prize.value} />
      </p>
      {draw.status === 'kept' ? (
        <>
          <button
            type="button"
            className="button"
            disabled={resell.isPending}
            onClick={() => resell.mutate({ id: draw.draw_no })}
          >{t`Resell into my balance`}</button>
          <Suspense fallback={null}>
            <ShipPrizeForm drawNo={draw.draw_no} />
          </Suspense>
        </>
      ) : draw.status === 'resold' && resaleAmount !== null ? (
        <p role="status">
          <Trans>
            Resold for <Price usdMinor={resaleAmount} />.
          </Trans>
        </p>
      ) : draw.shipping_address ? (
        <p role="status">
          <Trans>
            Shipping to {draw.shipping_address.first_name} {draw.shipping_address.last_name}, {draw.shipping_address.city}.
          </Trans>
        </p>
      ) : null}
      <h2>
        <Trans>Check this draw</Trans>
      </h2>
      <dl className="box-facts">
        <dt>
          <Trans>Draw</Trans>
        </dt>
        <dd>{draw.draw_no}</dd>
        <dt>
          <Trans>Server seed (revealed)</Trans>
        </dt>
        <dd className="box-mono">{serverSeed ?? <Trans>Not revealed yet: it is revealed when you change your client seed.</Trans>}</dd>
        <dt>
          <Trans>Server seed hash shown before the draw</Trans>
        </dt>
        <dd className="box-mono">{draw.server_seed_hash}</dd>
        <dt>
          <Trans>Client seed</Trans>
        </dt>
        <dd className="box-mono">{draw.client_seed}</dd>
        <dt>
          <Trans>Nonce</Trans>
        </dt>
        <dd>{draw.nonce}</dd>
        <dt>
          <Trans>Roll (0–999,999)</Trans>
        </dt>
        <dd>{draw.roll}</dd>
        <dt>
          <Trans>Guaranteed draw</Trans>
        </dt>
        <dd>{draw.guaranteed ? t`Yes` : t`No`}</dd>
      </dl>
      {serverSeed ? (
        <VerifyButton draw={{ ...draw, server_seed: serverSeed }} />
      ) : (
        <Suspense fallback={null}>
          <ClientSeedForm first={false} />
        </Suspense>
      )}
      <h3>
        <Trans>Odds version {draw.odds_version}</Trans>
      </h3>
      <OddsTable prizes={draw.odds} />
      <p>
        <Link to="/blindBoxes/account">
          <Trans>My prizes and balance</Trans>
        </Link>
      </p>
    </article>
  )
}
