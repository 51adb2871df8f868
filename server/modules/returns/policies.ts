import { Code } from '#contract/envelope.ts'
import type { ReturnPolicy, ReturnPolicyBody } from '#contract/returns.ts'
import type { Db, Trx } from '../../db/database.ts'
import type { OrderRow } from '../../db/tables/orders.ts'
import type { ReturnPolicyRow } from '../../db/tables/returns.ts'
import { ShopError } from '../../http/shop-error.ts'
import { fill } from './messages.ts'
import * as queries from './queries.ts'
import type { Audit } from './context.ts'

export const policyView = (row: ReturnPolicyRow): ReturnPolicy => ({
  key: row.key,
  line: row.line as ReturnPolicy['line'],
  name_en: row.name_en,
  name_zh: row.name_zh,
  window_days: row.window_days,
  warranty_months: row.warranty_months,
  exchange: row.exchange,
  non_returnable: row.non_returnable,
  no_reimport_countries: row.no_reimport_countries,
  terms_en: row.terms_en,
  terms_zh: row.terms_zh,
  updated_at: row.updated_at.toISOString(),
})

export async function listPolicies(db: Db): Promise<ReturnPolicy[]> {
  return (await queries.listPolicies(db)).map(policyView)
}

/** The policy an order line falls under: blind-box prizes by the order, vapes by their brand, the rest by line. */
export function policyOf(
  policies: readonly ReturnPolicyRow[],
  order: Pick<OrderRow, 'line'>,
  line: { goods_line: string; brand: string | null },
): ReturnPolicyRow | undefined {
  const key = order.line === 'box' ? 'box' : line.goods_line === 'cig' ? `cig-${line.brand ?? ''}` : line.goods_line
  return policies.find((policy) => policy.key === key) ?? policies.find((policy) => policy.key === line.goods_line)
}

/** An operator's edit of a policy, audited with before and after in the same transaction. */
export async function savePolicy(
  ctx: { db: Db; now: () => Date; audit: Audit },
  by: { operatorId: number; ip?: string },
  key: string,
  body: ReturnPolicyBody,
): Promise<ReturnPolicy> {
  return ctx.db.transaction().execute(async (trx: Trx) => {
    const before = await queries.lockPolicy(trx, key)
    if (!before) throw new ShopError(Code.notFound, fill('policyNotFound'))
    const after = await queries.updatePolicy(
      trx,
      key,
      {
        ...body,
        no_reimport_countries: JSON.stringify([...new Set(body.no_reimport_countries)]),
        non_returnable: JSON.stringify([...new Set(body.non_returnable)]),
      },
      ctx.now(),
    )
    await ctx.audit(trx, {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'return_policy.update',
      subject: `return_policy:${key}`,
      before: policyView(before),
      after: policyView(after),
    })
    return policyView(after)
  })
}
