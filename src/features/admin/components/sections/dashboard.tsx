import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import uPlot from 'uplot'
import type { DashboardAnswer } from '#contract/admin-data.ts'
import { currencyDigits } from '#contract/money.ts'
import { useDashboard } from '../../api/data.ts'
import { label, lineLabels } from './labels.ts'
import { palette, UChart } from './u-chart.tsx'

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/** Net sales per day, one chart per currency (amounts in different currencies do not add up), one line per product line. */
function SalesChart({ currency, days, series }: { currency: string; days: string[]; series: DashboardAnswer['sales'] }) {
  const { t, i18n } = useLingui()
  const scale = 10 ** currencyDigits(currency)
  const money = (value: number) => i18n.number(value, { style: 'currency', currency, maximumFractionDigits: 0 })
  const day = (value: number) => i18n.date(new Date(value * 1000), { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    series: [
      { label: t`Day`, value: (_chart, value) => (value == null ? '—' : day(value)) },
      ...series.map((entry, index) => ({
        label: label(i18n, lineLabels, entry.line),
        stroke: palette[index % palette.length],
        width: 2,
        value: (_chart: uPlot, value: number | null) => (value == null ? '—' : money(value)),
      })),
    ],
    axes: [{ values: (_chart, splits) => splits.map(day) }, { size: 80, values: (_chart, splits) => splits.map(money) }],
    scales: { x: { time: true } },
  }
  const data: uPlot.AlignedData = [days.map(seconds), ...series.map((entry) => entry.totals.map((total) => total / scale))]
  return (
    <section className="admin-card admin-card--wide">
      <h3>
        <Trans>Sales in {currency}</Trans>
      </h3>
      <UChart label={t`Net sales per day in ${currency}, per product line`} options={options} data={data} />
    </section>
  )
}

function LowStockChart({ items }: { items: DashboardAnswer['low_stock'] }) {
  const { t, i18n } = useLingui()
  const names = items.map((item) => (i18n.locale === 'zh-cn' ? item.name_zh || item.name_en : item.name_en || item.name_zh))
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    series: [
      { label: t`Product`, value: (_chart, value) => (value == null ? '—' : (names[value] ?? '')) },
      { label: t`In stock`, fill: palette[1], stroke: palette[1], paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } },
    ],
    axes: [
      {
        splits: () => items.map((_, index) => index),
        values: (_chart, splits) => splits.map((split) => (names[split] ?? '').slice(0, 14)),
      },
      {},
    ],
    scales: {
      x: { time: false, range: [-0.5, Math.max(0.5, items.length - 0.5)] },
      y: { range: [0, Math.max(5, ...items.map((item) => item.stock))] },
    },
  }
  const data: uPlot.AlignedData = [items.map((_, index) => index), items.map((item) => item.stock)]
  return <UChart label={t`Stock of the products running out`} options={options} data={data} height={220} />
}

/** Flagged money: what a person must check and usually refund, with the reason the shop wrote down. */
function MoneyToReview({ items }: { items: DashboardAnswer['money_to_review'] }) {
  const { i18n } = useLingui()
  const money = (amount: number, currency: string) => i18n.number(amount / 10 ** currencyDigits(currency), { style: 'currency', currency })
  return (
    <section className="admin-card admin-card--wide" aria-labelledby="money-to-review-heading">
      <h3 id="money-to-review-heading">
        <Trans>Money to review and refund</Trans>: <span data-testid="money-to-review">{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p>
          <Trans>No payment needs a person.</Trans>
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={`${item.kind} ${item.reference}`}>
              {item.kind === 'order' ? <Trans>Order {item.reference}</Trans> : <Trans>Wallet top-up {item.reference}</Trans>} ·{' '}
              {money(item.amount, item.currency)} · {item.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Sales per day per product line and currency, orders to ship, low stock and money to refund, in the operator's language. */
export function Dashboard() {
  const { t, i18n } = useLingui()
  const [days, setDays] = useState(30)
  const dashboard = useDashboard(days)
  const data = dashboard.data
  const currencies = [...new Set(data?.sales.map((entry) => entry.currency) ?? [])]
  return (
    <section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">
        <Trans>Dashboard</Trans>
      </h2>
      <label className="admin-filters">
        <Trans>Period</Trans>{' '}
        <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {[7, 30, 90].map((count) => (
            <option key={count} value={count}>{t`Last ${count} days`}</option>
          ))}
        </select>
      </label>
      {dashboard.error ? <p role="alert">{dashboard.error.message}</p> : null}
      {data ? (
        <>
          <h3>
            <Trans>Sales per day</Trans>
          </h3>
          {currencies.length === 0 ? (
            <p>
              <Trans>No sales in this period.</Trans>
            </p>
          ) : null}
          <div className="admin-charts">
            {currencies.map((currency) => (
              <SalesChart
                key={currency}
                currency={currency}
                days={data.days}
                series={data.sales.filter((entry) => entry.currency === currency)}
              />
            ))}
          </div>
          <MoneyToReview items={data.money_to_review} />
          <section className="admin-card admin-card--wide" aria-labelledby="to-ship-heading">
            <h3 id="to-ship-heading">
              <Trans>Orders to ship</Trans>: <span data-testid="orders-to-ship">{data.to_ship.count}</span>
            </h3>
            {data.to_ship.oldest.length > 0 ? (
              <ul>
                {data.to_ship.oldest.map((order) => (
                  <li key={order.order_no}>
                    {order.order_no} · {label(i18n, lineLabels, order.line)} · {i18n.date(order.placed_at, { dateStyle: 'medium' })}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className="admin-card admin-card--wide" aria-labelledby="low-stock-heading">
            <h3 id="low-stock-heading">
              <Trans>Low stock (at most {data.low_stock_at})</Trans>
            </h3>
            {data.low_stock.length === 0 ? (
              <p>
                <Trans>Nothing is running out.</Trans>
              </p>
            ) : (
              <LowStockChart items={data.low_stock} />
            )}
          </section>
        </>
      ) : null}
    </section>
  )
}
