import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeRates } from '#contract/catalogue.ts'
import { shopCurrencies } from '#contract/money.ts'
import type { ShopApi } from './api.ts'
import { apiOf } from './query-client.ts'
import { createStore, useStore } from './external-store.ts'
import { useLocale } from './i18n.ts'
import { convertFromUsd, formatMinor, shelfFromUsd } from './money.ts'
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

/** Goods at their shelf price: a product's USD unit price and how many. */
export interface ShelfLine {
  usdMinor: number
  quantity: number
}

/** A product's unit price (× quantity) as goods at their shelf price, for `useFormatPrice` and `<Price goods>`. */
export const unitPrice = (usdMinor: number, quantity = 1): ShelfLine[] => [{ usdMinor, quantity }]

/**
 * Formats USD amounts in the shopper's currency: `goods` at their shelf prices, rounded as the
 * operator set for the currency and multiplied by their quantity, as the server charges them; the
 * rest (`usdMinor`: a fee, duties, a balance) converted as it is. Until the rates are known (first
 * visit, offline with an empty cache) amounts stay in USD rather than show a wrong figure.
 */
export function useFormatPrice(): (usdMinor: number, goods?: readonly ShelfLine[]) => string {
  const currency = useCurrency()
  const locale = useLocale()
  const { data: rates } = useExchangeRates()
  return (usdMinor, goods = []) => {
    let converted = convertFromUsd(usdMinor, currency, rates)
    let usd = usdMinor
    for (const line of goods) {
      const shelf = shelfFromUsd(line.usdMinor, currency, rates)
      converted = converted === undefined || shelf === undefined ? undefined : converted + shelf * line.quantity
      usd += line.usdMinor * line.quantity
    }
    return converted === undefined ? formatMinor(usd, 'USD', locale) : formatMinor(converted, currency, locale)
  }
}
