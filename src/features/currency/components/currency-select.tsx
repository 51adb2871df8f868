import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import { currencies, currencyStore, useCurrency, useExchangeRates } from '@/lib/currency.ts'
import './currency-select.css'

/**
 * The shopper's currency for every price, remembered in CURRENCY__. Offers the currencies the
 * shop has a rate for (all of them until the rates load; USD always).
 */
export function CurrencySelect({ className }: { className?: string }) {
  const id = useId()
  const currency = useCurrency()
  const { data: rates } = useExchangeRates()
  const offered = currencies.filter((code) => code === 'USD' || !rates || rates.rates.some((rate) => rate.currency === code))
  return (
    <div className={`currency-select ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Currency</Trans>
      </label>
      <select id={id} value={currency} onChange={(event) => currencyStore.set(event.target.value)}>
        {offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  )
}
