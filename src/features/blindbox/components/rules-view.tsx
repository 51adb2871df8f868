import { Trans } from '@lingui/react/macro'
import type { BoxSeries } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { FairnessRules } from './fairness-rules.tsx'
import { OddsTable } from './odds-table.tsx'

/** The rules, generated from the same odds tables the draws use. */
export function RulesView({ series, dailyCap }: { series: BoxSeries[]; dailyCap: number }) {
  return (
    <article className="box-rules">
      <h1>
        <Trans>Blind-box rules</Trans>
      </h1>
      <ul>
        <li>
          <Trans>Blind boxes are sold to adults (18 or older) only; your date of birth is asked once before your first draw.</Trans>
        </li>
        <li>
          <Trans>At most {dailyCap} draws per person per day (UTC).</Trans>
        </li>
        <li>
          <Trans>Each box is paid from your balance; top-ups are credited when the payment is confirmed.</Trans>
        </li>
        <li>
          <Trans>
            Each prize can be resold once into your balance at its series’ published rate of the box price, or shipped once to your address.
          </Trans>
        </li>
      </ul>
      <FairnessRules />
      {series.map((item) => (
        <section key={item.id}>
          <h2>{item.name}</h2>
          <p>
            <Trans>
              One box: <Price usdMinor={item.price} />. Odds version {item.odds_version}. A top-tier prize at the latest every{' '}
              {item.guarantee_every} draws. Resale: {item.resale_rate_pct}% of the box price.
            </Trans>
          </p>
          <OddsTable prizes={item.prizes} />
        </section>
      ))}
    </article>
  )
}
