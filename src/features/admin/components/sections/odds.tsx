import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { boxOddsBody, type AdminBoxSeries } from '#contract/admin-data.ts'
import { oddsScale } from '#contract/blindbox.ts'
import { useBoxSeries, usePublishOdds } from '../../api/data.ts'
import { useProblems } from '../problem-message.ts'
import { boxLabels, dollars, label } from './labels.ts'

/** Percent as typed (up to 4 decimals) ↔ parts per million. */
const toPpm = (percent: string) => Math.round(Number(percent.trim() || Number.NaN) * (oddsScale / 100))
const toPercent = (ppm: number) => String(ppm / (oddsScale / 100))

/** One series' odds: editing them publishes a new version; earlier draws keep theirs. */
function SeriesOdds({ series }: { series: AdminBoxSeries }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const publish = usePublishOdds()
  const [percents, setPercents] = useState(() => series.prizes.map((prize) => toPercent(prize.odds_ppm)))
  const [problem, setProblem] = useState<string>()
  const total = percents.reduce((sum, value) => sum + (toPpm(value) || 0), 0)
  const name = (item: { name_en: string; name_zh: string }) => (i18n.locale === 'zh-cn' ? item.name_zh : item.name_en)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = boxOddsBody.safeParse({
      series_id: series.id,
      version: series.odds_version,
      odds: series.prizes.map((prize, index) => ({ prize_id: prize.id, odds_ppm: toPpm(percents[index] ?? '') })),
    })
    if (!parsed.success) return setProblem(Object.values(toProblems(parsed.error))[0])
    setProblem(undefined)
    publish.mutate(parsed.data)
  }
  return (
    <form className="admin-card admin-card--wide" onSubmit={submit} noValidate aria-labelledby={`series-${series.id}`}>
      <h3 id={`series-${series.id}`}>
        {name(series)} · ${dollars(series.price)} · <Trans>odds version {series.odds_version}</Trans>
      </h3>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Prize</Trans>
            </th>
            <th scope="col">
              <Trans>Tier</Trans>
            </th>
            <th scope="col">
              <Trans>Value (USD)</Trans>
            </th>
            <th scope="col">
              <Trans>Odds (%)</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {series.prizes.map((prize, index) => (
            <tr key={prize.id}>
              <td>{name(prize)}</td>
              <td>{label(i18n, boxLabels, prize.tier)}</td>
              <td>{dollars(prize.value)}</td>
              <td>
                <input
                  aria-label={t`Odds of ${name(prize)} in percent`}
                  inputMode="decimal"
                  size={9}
                  value={percents[index]}
                  onChange={(event) => setPercents(percents.map((value, at) => (at === index ? event.target.value : value)))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p aria-live="polite">
        <Trans>Total: {toPercent(total)}%</Trans>
      </p>
      {problem || publish.error ? <p role="alert">{problem ?? publish.error?.message}</p> : null}
      {publish.data ? <p role="status">{publish.data.msg}</p> : null}
      <button type="submit" disabled={publish.isPending}>
        <Trans>Publish new odds</Trans>
      </button>
      <details>
        <summary>
          <Trans>Versions</Trans>
        </summary>
        <ul>
          {series.versions.map((version) => (
            <li key={version.version}>
              <Trans>
                Version {version.version}, {i18n.date(version.created_at, { dateStyle: 'medium', timeStyle: 'short' })}, {version.draws}{' '}
                draws
              </Trans>
            </li>
          ))}
        </ul>
      </details>
    </form>
  )
}

export function BlindBoxOdds() {
  const series = useBoxSeries()
  return (
    <section aria-labelledby="odds-heading">
      <h2 id="odds-heading">
        <Trans>Blind-box series and odds</Trans>
      </h2>
      <p>
        <Trans>
          Publishing new odds makes a new version that the next draw uses; draws already made keep the odds they were drawn with.
        </Trans>
      </p>
      {series.error ? <p role="alert">{series.error.message}</p> : null}
      {series.data?.list.map((entry) => (
        <SeriesOdds key={`${entry.id}:${entry.odds_version}`} series={entry} />
      ))}
    </section>
  )
}
