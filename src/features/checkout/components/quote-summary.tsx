import { Trans } from '@lingui/react/macro'
import type { OrderQuote } from '#contract/orders.ts'
import { useLocale } from '@/lib/i18n.ts'
import { formatMinor } from '@/lib/money.ts'
import { ItemsTable } from '@/ui/items-table.tsx'
import { DutiesLabel } from '@/features/delivery/index.ts'

/**
 * Every line and the totals of the order as it would be placed, in the currency it will be
 * charged in; the confirm step (`confirm`) also says nothing is left to pay on delivery.
 */
export function QuoteSummary({ quote, confirm = false }: { quote: OrderQuote; confirm?: boolean }) {
  const locale = useLocale()
  const money = (minor: number) => formatMinor(minor, quote.currency, locale)
  const currency = quote.currency
  const total = money(quote.total)
  return (
    <div className="quote-summary">
      <ItemsTable
        compact
        caption={<Trans>Items in your order</Trans>}
        rows={quote.lines.map((line) => ({
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
          quantity: `× ${line.quantity}`,
          total: money(line.total),
        }))}
      />
      <dl className="quote-summary__totals">
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{money(quote.shipping)}</dd>
        </div>
        {quote.duties_taxes ? (
          <div className="quote-summary__duties">
            <dt>
              <DutiesLabel duties={quote.duties_taxes} />
            </dt>
            <dd>{money(quote.duties_taxes.total)}</dd>
          </div>
        ) : null}
        {quote.discount > 0 ? (
          <div>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>−{money(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="quote-summary__grand">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <small>{currency}</small> {total}
          </dd>
        </div>
      </dl>
      {confirm && quote.duties_taxes ? (
        <p className="quote-summary__doorstep">
          <Trans>Nothing more to pay on delivery: duties and taxes are included in the total.</Trans>
        </p>
      ) : null}
      <p className="quote-summary__currency">
        <Trans>
          You will be charged {total} in {currency}.
        </Trans>
      </p>
    </div>
  )
}
