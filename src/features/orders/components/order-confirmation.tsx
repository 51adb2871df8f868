import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetail } from '#contract/orders.ts'
import { useOrderFormat } from '../hooks/use-order-format.ts'
import { CashOnDeliveryHold } from './cash-on-delivery-hold.tsx'
import { orderStatusLabels, paymentTypeLabels } from './order-labels.ts'
import './orders.css'

interface OrderConfirmationProps {
  order: OrderDetail
  /** The payment was declined or failed: say so and offer pay now. */
  failed: boolean
  payNow?: ReactNode
  /** Links on to the order history and the shop. */
  links?: ReactNode
}

/** The order-confirmed page (spec §2 /checkout/thanks): number, total and status, or 'Pay failed!'. */
export function OrderConfirmation({ order, failed, payNow, links }: OrderConfirmationProps) {
  const { i18n } = useLingui()
  const format = useOrderFormat()
  const orderNo = order.order_no
  const settled = order.status === 'paid' || order.payment_method === 'cod'
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      {failed && !settled ? (
        <h1 id="order-confirmation-title" className="order-confirmation__failed">
          <Trans>Pay failed!</Trans>
        </h1>
      ) : settled ? (
        <h1 id="order-confirmation-title">
          <Trans>Thank you! Your order is confirmed.</Trans>
        </h1>
      ) : (
        <h1 id="order-confirmation-title">
          <Trans>Your order has been placed.</Trans>
        </h1>
      )}
      <dl className="order-detail__facts">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>#{orderNo}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <small>{order.currency}</small> {format.money(order.total, order.currency)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Payment type</Trans>
          </dt>
          <dd>{i18n._(paymentTypeLabels[order.payment_method])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Order status</Trans>
          </dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>{i18n._(orderStatusLabels[order.status])}</span>
          </dd>
        </div>
      </dl>
      {failed && !settled ? (
        <p>
          <Trans>Your order is saved and can still be paid. Try again, or choose another payment method.</Trans>
        </p>
      ) : null}
      {order.confirm_before ? <CashOnDeliveryHold deadline={order.confirm_before} /> : null}
      {order.payable && order.payment_method !== 'cod' ? payNow : null}
      {links}
    </section>
  )
}
