import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { DrawRecord } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { TierName } from './tier-name.tsx'

export function ThanksView({ draw }: { draw: DrawRecord }) {
  return (
    <section className="box-thanks">
      <p>
        <Trans>You opened a box from {draw.series_name} and got:</Trans>
      </p>
      <img src={draw.prize.image} alt="" width={240} height={240} />
      <h1>{draw.prize.name}</h1>
      <p>
        <TierName tier={draw.prize.tier} /> · <Trans>Value</Trans> <Price usdMinor={draw.prize.value} />
      </p>
      <p>
        <Link to="/blindBoxes/order" search={{ id: draw.draw_no }} className="button button--primary">
          <Trans>Resell, ship or verify this prize</Trans>
        </Link>{' '}
        <Link to="/blindBoxes/details" search={{ id: draw.series_id }} className="button">
          <Trans>Draw again</Trans>
        </Link>
      </p>
    </section>
  )
}
