import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { usableCouponsQuery, userCouponListResponse } from '#contract/account.ts'
import { lineParams } from '#contract/common.ts'
import { ok } from '../../http/envelope.ts'
import * as coupons from './service.ts'

const tags = ['coupons']

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/user_coupon_lists', {
    config: { shopper: true },
    schema: { tags, summary: 'Every coupon the user holds, used or not', params: lineParams, response: { 200: userCouponListResponse } },
  }, async (request) => ok(request, { list: await coupons.listUserCoupons(app.db, await request.requireUserId(), request.locale, app.now()) }))

  app.get('/user/coupon_lists', {
    config: { shopper: true },
    schema: { tags, summary: 'Coupons usable now (checkout); `subtotal` in USD minor units keeps those it reaches', params: lineParams, querystring: usableCouponsQuery, response: { 200: userCouponListResponse } },
  }, async (request) => ok(request, { list: await coupons.listUsableCoupons(app.db, await request.requireUserId(), request.locale, app.now(), request.query.subtotal) }))
}
