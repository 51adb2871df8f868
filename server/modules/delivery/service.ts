import type { Locale } from '#contract/common.ts'
import type { DeliveryQuote } from '#contract/delivery.ts'
import type { Db } from '../../db/database.ts'
import { createMicroCache } from '../../http/micro-cache.ts'
import type { SharedCache } from '../../plugins/shared-caches.ts'
import { translate, type Message } from '../../i18n/index.ts'
import { notSoldThere } from '../sale-rules/index.ts'
import { dutiesFor, landedCostMessages, type LandedCostBookCache } from '../landed-cost/index.ts'
import { messages } from './messages.ts'
import * as queries from './queries.ts'
import { priceShipment, type DeliveryBook, type ParcelItem, type ShipmentPrice } from './rates.ts'

/** The delivery book, read once per cache lifetime and emptied by every back-office change (shared caches). */
export interface DeliveryBookCache extends SharedCache {
  /** Read through `db` when not cached: the caller's own connection (placing an order holds one). */
  get(db: Db): Promise<DeliveryBook>
}

export function createDeliveryBookCache(ttlMs: number): DeliveryBookCache {
  // CATALOGUE_CACHE_MS: every cart and quote reads it; an operator's save empties it at once.
  const cache = createMicroCache(ttlMs, 1)
  return { get: (db) => cache.get('book', () => queries.loadDeliveryBook(db)), clear: () => cache.clear() }
}

/** A country's name in the shopper's language (the runtime's ICU data), or its code. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Why a shipment cannot go, as the shopper is told (`names` the products' names in their
 * language), or null when it can: the same sentence on the product page, the cart, the quote and
 * the refused order.
 */
export function refusalOf(
  price: ShipmentPrice,
  country: string,
  locale: Locale,
  nameOf: (goodsId: number) => string | undefined,
): { message: Message; params: Record<string, string> } | null {
  const params = {
    country: countryName(country, locale),
    name: price.status !== 'ok' && price.goodsId ? (nameOf(price.goodsId) ?? '') : '',
  }
  switch (price.status) {
    case 'ok':
      return null
    case 'unweighed':
      return { message: params.name ? messages.unweighedNamed : messages.unweighed, params }
    case 'no_zone':
      return { message: messages.noZone, params }
    case 'refused_class':
      return { message: price.dgClass === 'nicotine_liquid' ? messages.liquidRefused : messages.lithiumRefused, params }
    case 'no_rate':
      return { message: messages.noRate, params }
  }
}

export interface EstimateInput {
  items: { goodsId: number; quantity: number }[]
  country: string | null
  source: DeliveryQuote['source']
}

/** "Delivery to {country}: {price}, {min}–{max} business days", or why not, for the goods given. */
export async function estimateDelivery(
  db: Db,
  book: DeliveryBookCache,
  landed: LandedCostBookCache,
  { items, country, source }: EstimateInput,
  locale: Locale,
): Promise<DeliveryQuote> {
  const none = { fee_usd: null, days: null, duties: null }
  if (!country) return { country: null, source: 'none', status: 'no_country', ...none, message: translate(messages.noCountry, locale) }
  const [parcels, loaded, rules] = await Promise.all([
    queries.findParcels(db, [...new Set(items.map((item) => item.goodsId))]),
    book.get(db),
    landed.get(db),
  ])
  const byId = new Map(parcels.map((parcel) => [parcel.goodsId, parcel]))
  if (items.some((item) => !byId.has(item.goodsId)))
    return { country, source, status: 'unweighed', ...none, message: translate(messages.unknownGoods, locale) }
  // The law first: a line not sold there says why (the sentence the order would be refused with),
  // whatever a carrier would charge.
  const refusals = await Promise.all([...new Set(parcels.map((found) => found.line))].map((line) => notSoldThere(db, line, country)))
  const notSold = refusals.find((refusal) => refusal !== null)
  if (notSold) return { country, source, status: 'not_sold', ...none, message: notSold[locale] }
  const parcel: ParcelItem[] = items.map((item) => ({ ...(byId.get(item.goodsId) as ParcelItem), quantity: item.quantity }))
  const price = priceShipment(loaded, country, parcel)
  if (price.status === 'ok') {
    // The cart's estimate of duties and taxes, at list prices in USD: the checkout's quote works them out in the order's currency.
    const duties = dutiesFor(rules, {
      country,
      currency: 'USD',
      perUsd: '1',
      delivery: price.feeUsd,
      lines: items.map((item) => {
        const found = byId.get(item.goodsId)
        return { hsCode: found?.hsCode ?? null, origin: found?.origin ?? null, value: (found?.priceUsd ?? 0) * item.quantity }
      }),
    })
    if (duties.status === 'refused')
      return {
        country,
        source,
        status: 'no_duties',
        ...none,
        message: translate(landedCostMessages.cannotDeliverYet, locale, { country: countryName(country, locale) }),
      }
    return { country, source, status: 'ok', fee_usd: price.feeUsd, days: price.days, message: null, duties: duties.duties }
  }
  // Product names are not needed on a product page or cart line: the shopper is looking at it.
  const refusal = refusalOf(price, country, locale, () => undefined)
  return { country, source, status: price.status, ...none, message: refusal && translate(refusal.message, locale, refusal.params) }
}

/** `12x2,15` → goods 12 twice, 15 once (quantities of one id added up). */
export function parseItems(text: string): { goodsId: number; quantity: number }[] {
  const wanted = new Map<number, number>()
  for (const part of text.split(',')) {
    const [id, quantity = '1'] = part.split('x')
    wanted.set(Number(id), (wanted.get(Number(id)) ?? 0) + Math.max(1, Number(quantity)))
  }
  return [...wanted].map(([goodsId, quantity]) => ({ goodsId, quantity }))
}
