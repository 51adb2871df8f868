import type { SaleRuleFields } from '#contract/admin-data.ts'
import { Code } from '#contract/envelope.ts'
import type { SaleLine } from '#contract/sale-rules.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import type { Caller } from '../guard.ts'
import { iso } from '../iso.ts'
import { saleRuleMessages as messages } from './messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type SaleRuleContext = Pick<RequestContext, 'db' | 'now'>

export const listRules = async (db: Db) => iso(await queries.listRules(db))

/**
 * Creates the line's rule for the country or replaces it, audited with before and after. The
 * sale-rules module reads the table on every check (no cache): the next order placement or
 * draw judges by it; orders already placed stand.
 */
export async function saveRule(ctx: SaleRuleContext, by: Caller, rule: SaleRuleFields) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockRule(trx, rule.line, rule.country)
    const after = await queries.writeRule(trx, rule, ctx.now())
    const action = before ? 'sale_rule.update' : 'sale_rule.create'
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      ip: by.ip,
      action,
      subject: subject(rule.line, rule.country),
      before: before ?? null,
      after,
    })
    return iso(after)
  })
}

/**
 * Deletes a country's rule: that country then falls back to the line's '*' rule (or, without
 * one, the line is sold there to anyone). The '*' rule itself is never deleted: it speaks for
 * every country without a row, so deleting it would silently open the line everywhere; the
 * operator edits it instead (allowed, age 0 is the same as no rule).
 */
export async function deleteRule(ctx: SaleRuleContext, by: Caller, line: SaleLine, country: string) {
  if (country === '*') throw new ShopError(Code.invalid, messages.fallbackKept, { data: { field: 'country' } })
  return ctx.db.transaction().execute(async (trx) => {
    const before = await queries.lockRule(trx, line, country)
    if (!before) throw new ShopError(Code.notFound, messages.ruleNotFound)
    await queries.deleteRule(trx, line, country)
    await audit(trx, ctx.now(), {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'sale_rule.delete',
      subject: subject(line, country),
      before,
      after: null,
    })
    return { line, country }
  })
}

const subject = (line: string, country: string) => `sale_rule:${line}:${country}`
