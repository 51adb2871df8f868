import { Trans } from '@lingui/react/macro'
import type { BoxSeries } from '#contract/blindbox.ts'
import { Price } from '@/ui/price.tsx'
import { OddsTable } from './odds-table.tsx'

/** The rules, generated from the same odds tables the draws use. */
export function RulesView({ series, dailyCap }: { series: BoxSeries[]; dailyCap: number }) {
  return (
    <article className="box-rules">
      <h1><Trans>Blind-box rules</Trans></h1>
      <ul>
        <li><Trans>Blind boxes are sold to adults (18 or older) only; your date of birth is asked once before your first draw.</Trans></li>
        <li><Trans>At most {dailyCap} draws per person per day (UTC).</Trans></li>
        <li><Trans>Each box is paid from your balance; top-ups are credited when the payment is confirmed.</Trans></li>
        <li><Trans>Each prize can be resold once into your balance at its series’ published rate of the box price, or shipped once to your address.</Trans></li>
      </ul>
      <h2><Trans>How to verify a draw</Trans></h2>
      <p><Trans>Before you draw, we show the SHA-256 hash of the secret server seed of your next draw. The draw computes HMAC-SHA256 with the server seed as key over “client seed:nonce”. Its first 13 hexadecimal digits, divided by 2^52 and multiplied by 1,000,000, give the roll (0–999,999). The prize is the first in the table whose cumulative odds in parts per million exceed the roll. On a guaranteed draw the same roll is scaled onto the top-tier prizes alone. After the draw the seed is revealed on the prize’s page, where the Verify button recomputes everything in your browser.</Trans></p>
      {series.map((item) => (
        <section key={item.id}>
          <h2>{item.name}</h2>
          <p>
            <Trans>One box: <Price usdMinor={item.price} />. Odds version {item.odds_version}. A top-tier prize at the latest every {item.guarantee_every} draws. Resale: {item.resale_rate_pct}% of the box price.</Trans>
          </p>
          <OddsTable prizes={item.prizes} />
        </section>
      ))}
    </article>
  )
}
