import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import * as coupons from './service.ts'

export const couponRoutes = contractRoutes(shopEndpoints, { tags: ['coupons'], params: lineParams }, (app) => ({
  'GET /user/user_coupon_lists': {
    config: { shopper: true },
    summary: 'Every coupon the user holds, used or not',
    handler: async (request) =>
      ok(request, { list: await coupons.listUserCoupons(app.db, await request.requireUserId(), request.locale, app.now()) }),
  },
  'GET /user/coupon_lists': {
    config: { shopper: true },
    summary: 'Coupons usable now (checkout); `subtotal` in USD minor units keeps those it reaches',
    handler: async (request) =>
      ok(request, {
        list: await coupons.listUsableCoupons(app.db, await request.requireUserId(), request.locale, app.now(), request.query.subtotal),
      }),
  },
}))
