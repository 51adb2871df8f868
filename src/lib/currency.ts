import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeRates } from '#contract/catalogue.ts'
import { shopCurrencies } from '#contract/money.ts'
import type { ShopApi } from './api.ts'
import { apiOf } from './query-client.ts'
import { createStore, useStore } from './external-store.ts'
import { useLocale } from './i18n.ts'
import { convertFromUsd, formatMinor } from './money.ts'
import { readStorage, StorageKey, writeStorage } from './storage.ts'

/** Currencies a shopper can choose (contract/money.ts); the rates come from /exchangerate. */
export const currencies = [...shopCurrencies.keys()]

export const currencyStore = createStore<string>(
  readStorage<string>(StorageKey.currency) ?? 'USD',
  (currency) => writeStorage(StorageKey.currency, currency),
  'USD',
)

export const useCurrency = () => useStore(currencyStore)

export function getExchangeRates(api: ShopApi): Promise<ExchangeRates> {
  return api.shop('sco').request('GET /exchangerate', { silent: true })
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: ['exchange-rates'], queryFn: ({ client }) => getExchangeRates(apiOf(client)), staleTime: 60 * 60 * 1000 })

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions())

/**
 * Formats a USD price in the shopper's currency. Until the rates are known (first visit,
 * offline with an empty cache) prices stay in USD rather than show a wrong figure.
 */
export function useFormatPrice(): (usdMinor: number) => string {
  const currency = useCurrency()
  const locale = useLocale()
  const { data: rates } = useExchangeRates()
  return (usdMinor) => {
    const converted = convertFromUsd(usdMinor, currency, rates)
    return converted === undefined ? formatMinor(usdMinor, 'USD', locale) : formatMinor(converted, currency, locale)
  }
}
