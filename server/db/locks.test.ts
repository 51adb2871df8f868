import { describe, expectTypeOf, it } from 'vitest'
import type { Db, Trx } from './database.ts'
import { lockOrder } from '../modules/orders/queries/orders.ts'
import { lockGoodsForCart } from '../modules/cart/queries.ts'
import { lockZone } from '../modules/admin/shipping/queries.ts'
import { claim } from '../idempotency/index.ts'

/*
 * A lock (`… for update`) outside a transaction is let go as soon as it is taken: the rows it was
 * to guard are not guarded at all. Locks take a Transaction, never the Db, so such a call does not
 * compile (`npm run typecheck` checks this file; Vitest runs the same lines as no-ops).
 */
describe('locks require a transaction', () => {
  it('takes a transaction, not the database', () => {
    expectTypeOf(lockOrder).parameter(0).toEqualTypeOf<Trx>()
    expectTypeOf<Db>().not.toExtend<Trx>()
    expectTypeOf<Trx>().toExtend<Db>()
  })

  it('does not compile when called on the database itself', () => {
    const outsideATransaction = (db: Db) => {
      // @ts-expect-error a lock needs the caller's transaction
      void lockOrder(db, 'M0000000001')
      // @ts-expect-error a lock needs the caller's transaction
      void lockGoodsForCart(db, [1])
      // @ts-expect-error the back office's locks too
      void lockZone(db, 1)
      // @ts-expect-error an idempotency claim locks its key: the caller's transaction too
      void claim(db, { user_id: 1, scope: 'addcart', key: 'k', request_hash: 'h' }, new Date())
    }
    const insideOne = (db: Db) => db.transaction().execute((trx) => lockOrder(trx, 'M0000000001'))
    expectTypeOf(outsideATransaction).toBeFunction()
    expectTypeOf(insideOne).returns.toExtend<Promise<unknown>>()
  })
})
