import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderAddress, OrderDetail } from '#contract/orders.ts'
import { useAddressRules } from '@/lib/address-rules.ts'
import { useLocale } from '@/lib/i18n.ts'
import { useCountryName } from '@/ui/country-select.tsx'
import { ItemsTable } from '@/ui/items-table.tsx'
import { DutiesLabel } from '@/features/delivery/index.ts'
import { useOrderFormat } from '../hooks/use-order-format.ts'
import { CashOnDeliveryHold } from './cash-on-delivery-hold.tsx'
import { fulfillmentStatusLabels, orderStatusLabels, paymentTypeLabels } from './order-labels.ts'
import './orders.css'

interface OrderDetailViewProps {
  order: OrderDetail
  /** Pay now, composed by the route for an order that can still be paid. */
  payNow?: ReactNode
  back?: ReactNode
}

/** Every field of spec §3's order: statuses, lines, subtotal, shipping, discount, total, addresses. */
export function OrderDetailView({ order, payNow, back }: OrderDetailViewProps) {
  const { i18n } = useLingui()
  const format = useOrderFormat()
  const money = (minor: number) => format.money(minor, order.currency)
  const orderNo = order.order_no
  return (
    <article className="order-detail">
      {back}
      <header className="order-detail__header">
        <h2>
          <Trans>Order #{orderNo}</Trans>
        </h2>
        <p>
          <Trans>Placed on {format.date(order.placed_at)}</Trans>
        </p>
      </header>
      <dl className="order-detail__facts">
        <div>
          <dt>
            <Trans>Order status</Trans>
          </dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>{i18n._(orderStatusLabels[order.status])}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Fulfillment status</Trans>
          </dt>
          <dd>{i18n._(fulfillmentStatusLabels[order.fulfillment_status])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment type</Trans>
          </dt>
          <dd>
            {i18n._(paymentTypeLabels[order.payment_method])}
            {order.card ? ` •••• ${order.card.last4}` : ''}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Currency</Trans>
          </dt>
          <dd>{order.currency}</dd>
        </div>
      </dl>
      {payNow}
      {order.confirm_before ? <CashOnDeliveryHold deadline={order.confirm_before} /> : null}
      <ItemsTable
        caption={<Trans>Products in this order</Trans>}
        rows={order.lines.map((line) => ({
          key: `${line.goods_id}-${line.size}`,
          name: (
            <>
              {line.goods_name}
              {line.size ? (
                <small>
                  {' '}
                  · <Trans>Size {line.size}</Trans>
                </small>
              ) : null}
            </>
          ),
          image: line.thumb,
          price: money(line.price),
          quantity: line.quantity,
          total: money(line.total),
        }))}
      />
      <dl className="order-detail__totals">
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{order.delivery_method === 'pickup' ? <Trans>Shipping (Pick up)</Trans> : <Trans>Shipping (Standard)</Trans>}</dt>
          <dd>{money(order.shipping)}</dd>
        </div>
        {order.duties_taxes ? (
          <div>
            <dt>
              <DutiesLabel duties={order.duties_taxes} />
            </dt>
            <dd>{money(order.duties_taxes.total)}</dd>
          </div>
        ) : null}
        {order.discount > 0 ? (
          <div>
            <dt>{order.coupon_name ? <Trans>Discount ({order.coupon_name})</Trans> : <Trans>Discount</Trans>}</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        ) : null}
        {order.refunded > 0 ? (
          <div>
            <dt>
              <Trans>Refunded</Trans>
            </dt>
            <dd>−{money(order.refunded)}</dd>
          </div>
        ) : null}
        <div className="order-detail__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <small>{order.currency}</small> {money(order.total)}
          </dd>
        </div>
      </dl>
      <div className="order-detail__addresses">
        <section aria-labelledby={`shipping-${orderNo}`}>
          <h3 id={`shipping-${orderNo}`}>
            <Trans>Shipping address</Trans>
          </h3>
          {order.delivery_method === 'pickup' ? (
            <p>
              <Trans>Pick up at our warehouse</Trans>
            </p>
          ) : (
            <AddressBlock address={order.shipping_address} />
          )}
        </section>
        <section aria-labelledby={`billing-${orderNo}`}>
          <h3 id={`billing-${orderNo}`}>
            <Trans>Billing address</Trans>
          </h3>
          <AddressBlock address={order.billing_address ?? order.shipping_address} />
        </section>
        <section aria-labelledby={`contact-${orderNo}`}>
          <h3 id={`contact-${orderNo}`}>
            <Trans>Contact</Trans>
          </h3>
          <p>{[order.contact.email, order.contact.phone].filter(Boolean).join(' · ')}</p>
          {order.note ? <p className="order-detail__note">{order.note}</p> : null}
        </section>
      </div>
    </article>
  )
}

function AddressBlock({ address }: { address: OrderAddress | null }) {
  const countryName = useCountryName()
  const locale = useLocale()
  // The destination's line order once the address rules are in (loaded with this page's address only).
  const rules = useAddressRules()
  if (!address) return <p>—</p>
  if (rules)
    return (
      <address>
        {[
          ...rules.addressLines({ ...address, state: address.state ?? '', phone: address.phone ?? '' }, locale),
          rules.countryName(address.country, locale),
          address.phone ?? '',
        ]
          .filter(Boolean)
          .map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
      </address>
    )
  return (
    <address>
      {`${address.first_name} ${address.last_name}`.trim()}
      <br />
      {address.address}
      <br />
      {[address.city, address.state, address.postal_code].filter(Boolean).join(', ')}
      <br />
      {countryName(address.country)}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  )
}
