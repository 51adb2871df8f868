import { Code } from '#contract/envelope.ts'
import type { DestinationTaxBody, DutyRateBody } from '#contract/landed-cost-admin.ts'
import type { Db } from '../../../db/database.ts'
import { toCsv } from '../../../http/csv.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import type { Caller } from '../guard.ts'
import { landedCostAdminMessages as messages } from './messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type LandedCostAdminContext = Pick<RequestContext, 'db' | 'now'>

export async function listRules(db: Db) {
  const [destinations, duty_rates] = await Promise.all([queries.listDestinations(db), queries.listDutyRates(db)])
  return { destinations, duty_rates }
}

/**
 * Saves a destination's border rules, audited with before and after. The rule book is a shared
 * cache emptied by this save (app.sharedCache), so the next quote on this instance uses them and
 * the others within CATALOGUE_CACHE_MS; orders already placed keep the figures frozen on them.
 * Amounts typed in another currency than the destination's, or a stale version, change nothing.
 */
export async function saveDestination(ctx: LandedCostAdminContext, by: Caller, country: string, body: DestinationTaxBody) {
  const { version, currency, ...fields } = body
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockDestination(trx, country)
    if (!before) throw new ShopError(Code.notFound, messages.destinationNotFound)
    if (currency !== before.currency)
      throw new ShopError(Code.invalid, messages.wrongCurrency, {
        params: { currency: before.currency, country },
        data: { field: 'currency' },
      })
    if (before.version !== version) throw new ShopError(Code.conflict, messages.destinationStale, { data: { version: before.version } })
    const after = await queries.writeDestination(trx, country, fields)
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'destination_tax.update',
      subject: `destination_tax:${country}`,
      before,
      after,
    })
    return after
  })
}

/** Adds a duty rate or changes one, audited; a tariff no destination uses, or a second rate for the same heading and origin, is refused. */
export async function saveDutyRate(ctx: LandedCostAdminContext, by: Caller, body: DutyRateBody) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.tariffExists(trx, body.tariff)))
      throw new ShopError(Code.invalid, messages.tariffUnknown, { params: { tariff: body.tariff }, data: { field: 'tariff' } })
    const before = body.id ? await queries.lockDutyRate(trx, body.id) : null
    if (body.id && !before) throw new ShopError(Code.notFound, messages.dutyRateNotFound)
    if (await queries.sameHeading(trx, body)) throw new ShopError(Code.conflict, messages.dutyRateTaken, { data: { field: 'hs_prefix' } })
    const after = await queries.writeDutyRate(trx, body)
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      ip: by.ip,
      action: before ? 'duty_rate.update' : 'duty_rate.create',
      subject: `duty_rate:${after.id}`,
      before: before ?? null,
      after,
    })
    return after
  })
}

export async function deleteDutyRate(ctx: LandedCostAdminContext, by: Caller, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockDutyRate(trx, id)
    if (!before) throw new ShopError(Code.notFound, messages.dutyRateNotFound)
    await queries.deleteDutyRate(trx, id)
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'duty_rate.delete',
      subject: `duty_rate:${id}`,
      before,
      after: null,
    })
    return { id }
  })
}

export const listUnclassified = (db: Db) => queries.listUnclassified(db)

export const summaryColumns = [
  'month',
  'country',
  'currency',
  'orders',
  'goods',
  'delivery',
  'tax_collected_at_sale',
  'tax_paid_at_import',
  'duty',
  'clearance',
  'duties_taxes',
  'duties_taxes_refunded',
  'refunded',
] as const

/**
 * The month's tax-collected summary as CSV (what a UK VAT return or an EU IOSS return needs): per
 * destination country and order currency, the orders paid that month (UTC) with their duties and
 * taxes, amounts in minor units of the currency. `duties_taxes_refunded` is the duties and taxes
 * given back by refunds (their share, issue 51's split), to net off the collected figures;
 * `refunded` is all money returned on those orders. The export is audited like the others.
 */
export async function taxSummaryCsv(db: Db, now: Date, month: string, by: Caller): Promise<string> {
  const from = new Date(`${month}-01T00:00:00Z`)
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1))
  return db.transaction().execute(async (trx) => {
    const rows = await queries.taxSummary(trx, from, to)
    await audit(trx, now, {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'landed_cost.summary_export',
      subject: 'landed_cost',
      before: null,
      after: { month, rows: rows.length },
    })
    return toCsv(
      summaryColumns,
      rows.map((row) => ({ month, ...row, currency: row.currency.trim() })),
    )
  })
}
