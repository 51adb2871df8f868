import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder } from '#contract/admin.ts'
import { addressLines } from '#contract/address-rules.ts'
import { countryName } from '#contract/countries.ts'
import { formatMinor } from '@/lib/money.ts'
import { useCan } from '../api/operator-session.ts'
import { useOrder } from '../api/orders.ts'
import { contactText, fulfillmentLabels, lineLabels, orderStatusLabels, paymentMethodLabels } from './labels.ts'
import { OrderActions } from './order-actions.tsx'
import { OrderNotes } from './order-notes.tsx'
import { OrderReturnRows } from './order-return-rows.tsx'

/** The address in its country's line order (Google's address metadata), the country last, then the phone. */
function shipToLines(address: NonNullable<AdminOrder['shipping_address']>, locale: 'en' | 'zh-cn'): string[] {
  return [...addressLines(address, locale), countryName(address.country, locale), address.phone].filter(Boolean)
}

function Address({ label, address }: { label: string; address: AdminOrder['shipping_address'] }) {
  const { i18n } = useLingui()
  if (!address) return null
  return (
    <div>
      <dt>{label}</dt>
      <dd>{shipToLines(address, i18n.locale === 'zh-cn' ? 'zh-cn' : 'en').join(' · ')}</dd>
    </div>
  )
}

/** One order for operators: what was bought, paid, shipped and noted; the actions the role may take. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useLingui()
  const allowed = useCan()
  const order = useOrder(orderNo)
  if (order.error) return <p role="alert">{order.error.message}</p>
  if (!order.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const current = order.data
  const money = (minor: number, currency = current.currency) => formatMinor(minor, currency, i18n.locale)
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby="order-heading">
      <h1 id="order-heading">
        <Trans>Order {orderNo}</Trans>
      </h1>
      <dl className="admin-facts">
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="order-status">{i18n._(orderStatusLabels[current.status])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fulfilment</Trans>
          </dt>
          <dd data-testid="order-fulfilment">{i18n._(fulfillmentLabels[current.fulfillment_status])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Product line</Trans>
          </dt>
          <dd>{i18n._(lineLabels[current.line])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd>{i18n._(paymentMethodLabels[current.payment_method])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>{when(current.placed_at)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Customer</Trans>
          </dt>
          <dd>{contactText(i18n, current.contact_email, current.contact_phone)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            {money(current.total)} (
            <Trans>
              subtotal {money(current.subtotal)}, shipping {money(current.shipping)}, discount {money(current.discount)}
            </Trans>
            )
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Refunded</Trans>
          </dt>
          <dd data-testid="order-refunded">{money(current.refunded)}</dd>
        </div>
        <Address label={t`Shipping address`} address={current.shipping_address} />
        <Address label={t`Billing address`} address={current.billing_address} />
        {current.note ? (
          <div>
            <dt>
              <Trans>Customer's note</Trans>
            </dt>
            <dd>{current.note}</dd>
          </div>
        ) : null}
        {current.payment_review ? (
          <div>
            <dt>
              <Trans>Needs review</Trans>
            </dt>
            <dd>{current.payment_review}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="order-packing" className="admin-packing">
        <h2 id="order-packing">
          <Trans>Packing information</Trans>
        </h2>
        {current.adult_signature_age > 0 ? (
          <p className="admin-packing__adult" data-testid="adult-signature">
            <strong>
              <Trans>Adult signature required</Trans>
            </strong>{' '}
            <Trans>
              (age-restricted goods: hand over only to someone aged {current.adult_signature_age} or older, against a signature)
            </Trans>
          </p>
        ) : null}
        {current.shipping_address ? (
          <address className="admin-packing__address">
            {shipToLines(current.shipping_address, i18n.locale === 'zh-cn' ? 'zh-cn' : 'en').map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : null}
        <ul>
          {current.lines.map((line) => (
            <li key={line.id}>
              {line.quantity - line.shipped_quantity} × {line.name_en || line.name_zh}
              {line.size ? ` (${line.size})` : ''}
            </li>
          ))}
        </ul>
      </section>

      <h2>
        <Trans>Items</Trans>
      </h2>
      <table className="admin-table" aria-label={t`Items`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Shipped</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {current.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {i18n.locale === 'zh-cn' ? line.name_zh || line.name_en : line.name_en || line.name_zh}
                {line.size ? ` (${line.size})` : ''}
              </td>
              <td>{money(line.price)}</td>
              <td>{line.quantity}</td>
              <td>{line.shipped_quantity}</td>
              <td>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>
        <Trans>Payments</Trans>
      </h2>
      <table className="admin-table" aria-label={t`Payments`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Kind</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {current.payments.map((payment) => (
            <tr key={payment.id}>
              <td>{when(payment.created_at)}</td>
              <td>{payment.kind === 'refund' ? t`Refund` : t`Charge`}</td>
              <td>{i18n._(paymentMethodLabels[payment.method])}</td>
              <td>{money(payment.amount, payment.currency)}</td>
              <td>{payment.state}</td>
              <td>{payment.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>
        <Trans>Shipments</Trans>
      </h2>
      {current.shipments.length === 0 ? (
        <p>
          <Trans>Not shipped yet.</Trans>
        </p>
      ) : (
        <ul>
          {current.shipments.map((shipment) => (
            <li key={shipment.id}>
              {when(shipment.created_at)}: {shipment.carrier} {shipment.tracking_no} ({shipment.operator ?? '—'})
            </li>
          ))}
        </ul>
      )}

      <OrderReturnRows orderNo={orderNo} />
      {allowed('orders.write') ? <OrderActions order={current} /> : null}
      <OrderNotes order={current} canWrite={allowed('orders.note')} />
    </section>
  )
}
