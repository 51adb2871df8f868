import type { DutiesTaxes } from '#contract/landed-cost.ts'
import { currencyDigits } from '#contract/money.ts'
import type { Db } from '../../db/database.ts'
import type { DestinationTaxRow } from '../../db/tables/landed-cost.ts'
import { createMicroCache } from '../../http/micro-cache.ts'
import type { SharedCache } from '../../plugins/shared-caches.ts'
import { calculateLandedCost, type DestinationTaxRule, type DutyRate, type LandedLine } from './calculate.ts'
import * as queries from './queries.ts'

/** Every destination's rules and every duty rate, as the calculation takes them. */
export interface LandedCostBook {
  destinations: Map<string, DestinationTaxRule & { note: string }>
  dutyRates: DutyRate[]
}

export interface LandedCostBookCache extends SharedCache {
  /** Read through `db` when not cached: the caller's own connection. */
  get(db: Db): Promise<LandedCostBook>
}

export const ruleOfRow = (row: DestinationTaxRow): DestinationTaxRule & { note: string } => ({
  country: row.country,
  tariff: row.tariff,
  vatBp: row.vat_bp,
  currency: row.currency.trim(),
  customsPerUsd: String(row.customs_per_usd),
  dutyThreshold: row.duty_threshold,
  taxThreshold: row.tax_threshold,
  sellerCollectsUpTo: row.seller_collects_up_to,
  taxBase: row.tax_base,
  clearanceFee: row.clearance_fee,
  note: row.note,
})

export async function loadLandedCostBook(db: Db): Promise<LandedCostBook> {
  const [destinations, rates] = await Promise.all([queries.loadDestinationTaxes(db), queries.loadDutyRates(db)])
  return {
    destinations: new Map(destinations.map((row) => [row.country.trim(), ruleOfRow(row)])),
    dutyRates: rates.map((rate) => ({
      tariff: rate.tariff,
      hsPrefix: rate.hs_prefix,
      origin: rate.origin?.trim() ?? null,
      rateBp: rate.rate_bp,
      replaces: rate.replaces,
    })),
  }
}

/**
 * The rules cached like the delivery book (CATALOGUE_CACHE_MS, registered with
 * `app.sharedCache`: every back-office save empties it), so an operator's change reaches the
 * next quote; placed orders keep the figures frozen on them.
 */
export function createLandedCostBookCache(ttlMs: number): LandedCostBookCache {
  const cache = createMicroCache(ttlMs, 1)
  return { get: (db) => cache.get('book', () => loadLandedCostBook(db)), clear: () => cache.clear() }
}

export type DutiesOutcome =
  | { status: 'ok'; duties: DutiesTaxes }
  /** Cannot be worked out: the country has no rules, or a line lacks what duty needs (`lineIndex`). */
  | { status: 'refused'; lineIndex: number | null }

/** Duties and taxes of a parcel to `country`, in the order's currency at its rate. */
export function dutiesFor(
  book: LandedCostBook,
  input: { country: string; currency: string; perUsd: string; lines: LandedLine[]; delivery: number; discount?: number },
): DutiesOutcome {
  const rule = book.destinations.get(input.country) ?? null
  if (!rule) return { status: 'refused', lineIndex: null }
  const cost = calculateLandedCost({
    lines: input.lines,
    delivery: input.delivery,
    discount: input.discount,
    currency: input.currency,
    perUsd: input.perUsd,
    digits: currencyDigits(input.currency),
    ruleDigits: currencyDigits(rule.currency),
    rule,
    dutyRates: book.dutyRates,
  })
  if (cost.status !== 'ok') return { status: 'refused', lineIndex: cost.status === 'unknown_country' ? null : cost.lineIndex }
  return {
    status: 'ok',
    duties: {
      country: cost.country,
      duty: cost.duty,
      tax: cost.tax,
      clearance: cost.clearance,
      total: cost.total,
      collected_at_sale: cost.collectedAtSale,
      tax_rate_bp: rule.vatBp,
      tax_base: rule.taxBase,
      note: rule.note,
      rules: cost.rules,
    },
  }
}
