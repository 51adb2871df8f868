import { Trans } from '@lingui/react/macro'
import type { BoxPrize } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { percentOf } from './percent.ts'
import { TierName } from './tier-name.tsx'

/** The published odds table: the very rows the draw maps onto. */
export function OddsTable({ prizes, withPictures = false }: { prizes: BoxPrize[]; withPictures?: boolean }) {
  return (
    <table className="box-odds">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Prize</Trans>
          </th>
          <th scope="col">
            <Trans>Tier</Trans>
          </th>
          <th scope="col">
            <Trans>Value</Trans>
          </th>
          <th scope="col">
            <Trans>Odds</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.id}>
            <td className="box-odds__name">
              {withPictures ? <img src={prize.image} alt="" width={48} height={48} loading="lazy" /> : null}
              <span>{prize.name}</span>
            </td>
            <td>
              <TierName tier={prize.tier} />
            </td>
            <td>
              <Price usdMinor={prize.value} />
            </td>
            <td>{percentOf(prize.odds_ppm)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
