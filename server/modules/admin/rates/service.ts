import { Code } from '#contract/envelope.ts'
import type { PriceRounding } from '#contract/money.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { setExchangeRate } from '../../orders/index.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'
import { iso } from '../iso.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type RateContext = Pick<RequestContext, 'db' | 'now'>

/** '7.120000' and '07.12' are both shown and stored as '7.12'. */
const normaliseDecimal = (value: string) =>
  (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value).replace(/^0+(?=\d)/, '')
const shown = <T extends { per_usd: string }>(row: T) => ({ ...row, per_usd: normaliseDecimal(row.per_usd) })

export async function ratesWithHistory(db: Db, filter: { currency?: string; limit: number; offset: number }) {
  const [rates, history] = await Promise.all([queries.listRates(db), queries.rateHistory(db, filter)])
  return { rates: rates.map((row) => iso(shown(row))), history: { list: history.rows.map((row) => iso(shown(row))), total: history.total } }
}

/**
 * Every price in the currency converts from the new rate from now on (the catalogue's cache may
 * lag by CATALOGUE_CACHE_MS); orders already placed keep the rate they were priced at.
 */
export async function setRate(ctx: RateContext, operatorId: number, currency: string, perUsd: string) {
  if (currency === 'USD') throw new ShopError(Code.invalid, dataMessages.rateBase)
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockRate(trx, currency)
    if (!before) throw new ShopError(Code.invalid, dataMessages.rateUnknown)
    const rate = normaliseDecimal(perUsd)
    await setExchangeRate({ db: trx, now: ctx.now }, currency, rate, operatorId)
    await audit(trx, ctx.now(), {
      operatorId,
      action: 'rate.set',
      subject: `rate:${currency}`,
      before: { per_usd: normaliseDecimal(before.per_usd) },
      after: { per_usd: rate },
    })
    return { ...before, currency, per_usd: rate, updated_at: ctx.now().toISOString() }
  })
}

/**
 * How the currency's shelf prices round from now on (contract/money.ts `PriceRounding`): every
 * page and every new quote, alike; orders already placed keep the prices they were charged.
 */
export async function setRounding(ctx: RateContext, operatorId: number, currency: string, rounding: PriceRounding) {
  if (currency === 'USD') throw new ShopError(Code.invalid, dataMessages.roundingBase)
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockRate(trx, currency)
    if (!before) throw new ShopError(Code.invalid, dataMessages.rateUnknown)
    const after = await queries.setRounding(trx, currency, rounding, ctx.now())
    await audit(trx, ctx.now(), {
      operatorId,
      action: 'rate.rounding',
      subject: `rate:${currency}`,
      before: { round_to: before.round_to, price_ending: before.price_ending },
      after: rounding,
    })
    return iso(shown(after))
  })
}
