import { Trans } from '@lingui/react/macro'
import type { OrderQuote } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { formatMinor } from '@/lib/money.ts'

/** Every line and the totals of the order as it would be placed, in the currency it will be charged in. */
export function QuoteSummary({ quote }: { quote: OrderQuote }) {
  const locale = useLocale()
  const money = (minor: number) => formatMinor(minor, quote.currency, locale)
  const currency = quote.currency
  const total = money(quote.total)
  return (
    <div className="quote-summary">
      <table className="quote-summary__lines">
        <caption className="visually-hidden"><Trans>Items in your order</Trans></caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col"><Trans>Product</Trans></th>
            <th scope="col"><Trans>Price</Trans></th>
            <th scope="col"><Trans>Quantity</Trans></th>
            <th scope="col"><Trans>Total</Trans></th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.goods_id}-${line.size}`}>
              <th scope="row" className="quote-summary__product">
                <img src={line.thumb} alt="" width={56} height={56} loading="lazy" />
                <span>
                  {line.goods_name}
                  {line.size ? <small> · <Trans>Size {line.size}</Trans></small> : null}
                </span>
              </th>
              <td className="quote-summary__price">{money(line.price)}</td>
              <td className="quote-summary__quantity">× {line.quantity}</td>
              <td className="quote-summary__total">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="quote-summary__totals">
        <div><dt><Trans>Subtotal</Trans></dt><dd>{money(quote.subtotal)}</dd></div>
        <div><dt><Trans>Shipping</Trans></dt><dd>{money(quote.shipping)}</dd></div>
        {quote.discount > 0 ? <div><dt><Trans>Discount</Trans></dt><dd>−{money(quote.discount)}</dd></div> : null}
        <div className="quote-summary__grand"><dt><Trans>Total</Trans></dt><dd><small>{currency}</small> {total}</dd></div>
      </dl>
      <p className="quote-summary__currency"><Trans>You will be charged {total} in {currency}.</Trans></p>
    </div>
  )
}
