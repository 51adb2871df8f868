import { useState, type ComponentType } from 'react'
import { Trans } from '@lingui/react/macro'
import type { OrderDetail } from '#contract/orders.ts'
import { useOrderReturns } from '../api/get-order-returns.ts'
import { useReturnOptions } from '../api/get-return-options.ts'
import { ReturnRequestForm } from './return-request-form.tsx'
import { ReturnTimeline } from './return-timeline.tsx'
import './returns.css'

interface OrderReturnsProps {
  order: OrderDetail
  /** Opens the form at once (the order history's "Return or exchange"). */
  startOpen?: boolean
  /** The line's policy in short, composed by the route (another feature's). */
  policySummary?: ComponentType<{ policyKey: string }>
}

/** The order's returns: the way to start one for delivered lines, and where each one stands. */
export function OrderReturns({ order, startOpen = false, policySummary: Summary }: OrderReturnsProps) {
  // Only a delivered order has anything to send back (the contract's "delivered" is `completed`).
  const delivered = order.fulfillment_status === 'completed'
  const options = useReturnOptions(order.order_no, delivered)
  const returns = useOrderReturns(order.order_no)
  const [formOpen, setFormOpen] = useState(startOpen)
  const [started, setStarted] = useState<string>()
  const openLines = options.data?.lines.filter((line) => line.returnable > 0 && line.kinds.length > 0) ?? []
  const policyKeys = [...new Set(options.data?.lines.map((line) => line.policy) ?? [order.line])]
  const list = returns.data ?? []

  return (
    <section className="order-returns" id="returns" aria-labelledby={`returns-${order.order_no}`}>
      <h3 id={`returns-${order.order_no}`}>
        <Trans>Returns and exchanges</Trans>
      </h3>
      {started ? (
        <p role="status" className="order-returns__sent">
          <Trans>Request {started} sent. We will e-mail you our answer, and it shows here.</Trans>
        </p>
      ) : null}
      {delivered && openLines.length > 0 && !formOpen ? (
        <button type="button" className="button" onClick={() => setFormOpen(true)}>
          <Trans>Return or exchange</Trans>
        </button>
      ) : null}
      {!delivered ? (
        <p className="order-returns__hint">
          <Trans>Once the order is delivered you can return it, exchange a size or make a warranty claim here.</Trans>
        </p>
      ) : null}
      {delivered && options.data && openLines.length === 0 && list.length === 0 ? (
        <p className="order-returns__hint">
          <Trans>Nothing in this order can be returned any more.</Trans>
        </p>
      ) : null}
      {formOpen && options.data && openLines.length > 0 ? (
        <ReturnRequestForm
          options={options.data}
          onCancel={() => setFormOpen(false)}
          onDone={(claim) => {
            setFormOpen(false)
            setStarted(claim.return_no)
          }}
        />
      ) : null}
      {formOpen && options.error ? <p role="alert">{options.error.message}</p> : null}
      {list.map((claim) => (
        <ReturnTimeline key={claim.return_no} claim={claim} />
      ))}
      {Summary ? policyKeys.map((key) => <Summary key={key} policyKey={key} />) : null}
    </section>
  )
}
