import { expect } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from '../../orders/test/shoppers.ts'

export interface StartedWalletOrder {
  shopper: Shopper
  order: { order_no: string; total: number }
  /** Where /user/payorder sent the browser (code 401). */
  redirectUrl: string
}

/** A new shopper's one-scooter order, placed for `method` and paid up to the gateway's page. */
export async function startWalletOrder(
  shop: TestShop,
  method: 'alipay' | 'wechat',
  { userAgent, currency = 'CNY', extra = {} }: { userAgent: string; currency?: string; extra?: Record<string, string> },
): Promise<StartedWalletOrder> {
  const db = shop.app.db
  const shopper = await createShopper(db)
  const [goods] = await goodsOf(db, 'sco')
  await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const placed = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      payload: orderBody('sco', { payment_method: method, currency }),
      headers: shopper.headers,
    })
  ).json()
  expect(placed.code).toBe(200)
  const order = placed.data as { order_no: string; total: number }
  const started = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: order.order_no, payment_method: method, ...extra },
      headers: { ...shopper.headers, 'user-agent': userAgent },
    })
  ).json()
  expect(started.code).toBe(401)
  return { shopper, order, redirectUrl: started.redirect_url as string }
}
