import { Code } from '#contract/envelope.ts'
import type { CustomerDetail } from '#contract/admin-data.ts'
import type { Db } from '../../../db/database.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { audit } from '../audit/service.ts'
import { dataMessages } from '../data-messages.ts'
import { iso } from '../iso.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../../plugins/request-context.ts'

export type CustomerContext = Pick<RequestContext, 'db' | 'now'>

export async function listCustomers(db: Db, filter: queries.CustomerFilter) {
  const { rows, total } = await queries.listCustomers(db, filter)
  return { list: rows.map((row) => iso({ ...row, order_count: Number(row.order_count ?? 0) })), total }
}

export async function customerDetail(db: Db, id: number): Promise<CustomerDetail> {
  const customer = await queries.findCustomer(db, id)
  if (!customer) throw new ShopError(Code.notFound, dataMessages.customerNotFound)
  return iso({ ...customer, order_count: Number(customer.order_count ?? 0), ...(await queries.customerExtras(db, id)) })
}

/** Disables (or enables again) an account; the account module refuses a disabled one everywhere. */
export async function setCustomerDisabled(ctx: CustomerContext, operatorId: number, id: number, disabled: boolean) {
  await ctx.db.transaction().execute(async (trx) => {
    const customer = await queries.lockCustomer(trx, id)
    if (!customer) throw new ShopError(Code.notFound, dataMessages.customerNotFound)
    if (Boolean(customer.disabled_at) === disabled) return
    const now = ctx.now()
    await queries.setDisabled(trx, id, disabled ? now : null, now)
    await audit(trx, now, {
      operatorId,
      action: disabled ? 'customer.disable' : 'customer.enable',
      subject: `customer:${id}`,
      before: { disabled: !disabled },
      after: { disabled },
    })
  })
  return customerDetail(ctx.db, id)
}

export async function addCustomerNote(ctx: CustomerContext, operatorId: number, id: number, text: string) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.lockCustomer(trx, id))) throw new ShopError(Code.notFound, dataMessages.customerNotFound)
    const note = await queries.insertCustomerNote(trx, { user_id: id, operator_id: operatorId, text, created_at: ctx.now() })
    await audit(trx, ctx.now(), { operatorId, action: 'customer.note', subject: `customer:${id}`, before: null, after: { text } })
    return note
  })
}
