import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useHydrated } from '@tanstack/react-router'
import { useLocale } from '@/lib/i18n.ts'
import type { ShelfLine } from '@/lib/currency.ts'
import { Price } from '@/ui/price.tsx'
import { parcelItems, useDeliveryQuote } from '../api/get-delivery-quote.ts'
import { countryOptions } from '@/ui/country-names.ts'
import { deliveryCountryStore } from '../country-store.ts'
import { DutiesLabel } from './duties-note.tsx'
import './delivery-line.css'

interface DeliveryLineProps {
  /** The parcel: one product on its page, a line's cart in the cart. */
  items: { goods_id: number; quantity: number }[]
  /** The cart's goods at their shelf prices: the cart also shows duties and taxes and the total with them. */
  goods?: readonly ShelfLine[]
}

/**
 * "Delivery to {country}: {price}, {min}–{max} business days", or why it cannot go there, for
 * the shopper's country (chosen here and remembered, else their default address's, else their
 * IP's). The country is changed in one tap on its own menu.
 */
export function DeliveryLine({ items, goods }: DeliveryLineProps) {
  const id = useId()
  const locale = useLocale()
  const { t } = useLingui()
  const quote = useDeliveryQuote(parcelItems(items))
  const data = quote.data
  const country = data?.country ?? ''
  // Drawn once the page is live: the server's country names and order (its Intl data) and its
  // quote need not be the browser's, and a page that does not hydrate as rendered loses the taps
  // made before it was ready. The line keeps its place meanwhile.
  if (!useHydrated()) return <div className="delivery-line" aria-hidden />
  return (
    <div className="delivery-line">
      <label htmlFor={`${id}-country`}>
        <Trans>Delivery to</Trans>
      </label>{' '}
      <select
        id={`${id}-country`}
        className="delivery-line__country"
        value={country}
        onChange={(event) => deliveryCountryStore.set(event.target.value || null)}
      >
        {country ? null : <option value="">{t`Choose your country`}</option>}
        {countryOptions(locale).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <p className="delivery-line__figure" role="status">
        {!data ? (
          quote.isError ? (
            <Trans>The delivery price could not be loaded.</Trans>
          ) : null
        ) : data.status === 'ok' && data.fee_usd !== null && data.days ? (
          <Trans>
            <Price usdMinor={data.fee_usd} />, {data.days[0]}–{data.days[1]} business days
          </Trans>
        ) : (
          <span className="delivery-line__refusal">{data.message}</span>
        )}
      </p>
      {goods !== undefined && data?.status === 'ok' && data.duties && data.fee_usd !== null ? (
        <dl className="delivery-line__duties">
          <div>
            <dt>
              <DutiesLabel duties={data.duties} />
            </dt>
            <dd>
              <Price usdMinor={data.duties.total} />
            </dd>
          </div>
          <div className="delivery-line__total">
            <dt>
              <Trans>Total with delivery, duties and taxes</Trans>
            </dt>
            <dd>
              <Price usdMinor={data.fee_usd + data.duties.total} goods={goods} />
            </dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
