import { sql } from 'kysely'
import { expect } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { completeOrder } from '../../orders/index.ts'
import { createShopper, fillCart, orderBody, type Shopper } from '../../orders/test/shoppers.ts'
import type { SignedInOperator } from '../../admin/test-kit.ts'

// Set-up for the returns' tests: a shopper's delivered order, paid by the sandbox card.

export type Answer = { code: number; msg: string; data?: any }

export function returnsKit(shop: () => TestShop) {
  const db = () => shop().app.db
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown): Promise<Answer> =>
    (await shop().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })).json()

  async function payByCard(shopper: Shopper, line: string, orderNo: string) {
    const token = await call('POST', '/api/sandbox/card/tokenize', {}, { number: '4242424242424242', expiry: '12 / 39', cvc: '123' })
    const paid = await call('POST', `/api/v1/${line === 'cig' ? 'sco' : line}/user/payorder`, shopper.headers, {
      order_no: orderNo,
      payment_method: 'card',
      card_token: token.data.token,
      last4: '4242',
      brand: 'visa',
    })
    expect(paid).toMatchObject({ code: 200 })
  }

  /** Goods of a line: with several sizes (`sized`) or none, in stock. */
  async function goodsFor(line: 'sco' | 'boot' | 'ene', sized = false) {
    const rows = await db()
      .selectFrom('goods')
      .select(['id', 'stock', 'sizes', 'name_en'])
      .where('line', '=', line)
      .where('active', '=', true)
      .where('weight_g', 'is not', null)
      .where(sized ? sql<boolean>`jsonb_array_length(sizes) > 1` : sql<boolean>`jsonb_array_length(sizes) = 0`)
      .orderBy('id')
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    return rows[0]
  }

  /**
   * A shopper's order of `quantity` × the goods, placed and paid by card; `stage` says how far it
   * went: placed (unpaid), paid, or delivered (shipped and completed).
   */
  async function order(options: {
    line?: 'sco' | 'boot' | 'ene'
    quantity?: number
    stage?: 'placed' | 'paid' | 'delivered'
    shopper?: Shopper
    sized?: boolean
    currency?: string
    locale?: string
  }) {
    const { line = 'sco', quantity = 2, stage = 'delivered', sized = false, currency = 'USD' } = options
    const shopper = options.shopper ?? (await createShopper(db(), { locale: options.locale ?? 'en', now: shop().clock.now }))
    // The tests move the clock past return windows and warranties: the session outlives them.
    await db()
      .updateTable('sessions')
      .set({ expires_at: new Date(shop().clock.now.getTime() + 3650 * 86_400_000) })
      .where('user_id', '=', shopper.userId)
      .execute()
    const language: Record<string, string> = options.locale === 'zh-cn' ? { 'accept-language': 'zh-CN' } : {}
    const goods = await goodsFor(line, sized)
    const size = sized ? goods.sizes[0] : ''
    await fillCart(db(), shopper.userId, line, [{ goods_id: goods.id, quantity, size }])
    const placed = await call(
      'POST',
      `/api/v1/${line}/user/createorder`,
      { ...shopper.headers, ...language },
      orderBody(line, { currency }),
    )
    expect(placed).toMatchObject({ code: 200 })
    const orderNo = placed.data.order_no as string
    if (stage !== 'placed') await payByCard(shopper, line, orderNo)
    if (stage === 'delivered') {
      await db().updateTable('orders').set({ fulfillment_status: 'all_shipped' }).where('order_no', '=', orderNo).execute()
      await completeOrder({ db: db(), now: () => shop().clock.now }, orderNo)
    }
    const row = await db().selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    const lines = await db().selectFrom('order_lines').selectAll().where('order_id', '=', row.id).execute()
    return { shopper, orderNo, order: row, lines, goods, size }
  }

  const request = (shopper: Shopper, body: unknown, headers: Record<string, string> = {}) =>
    call('POST', '/api/v1/sco/user/returns', { ...shopper.headers, ...headers }, body)

  const admin = (operator: SignedInOperator, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(method, `/api/admin${url}`, operator.headers, payload)

  const countReturns = async () =>
    Number(
      (
        await db()
          .selectFrom('returns')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  const stockOf = async (goodsId: number) =>
    (await db().selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock

  return { db, call, order, request, admin, countReturns, stockOf, goodsFor }
}
