import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { couponPageResponse, couponQuery, couponResponse, createCouponBody, publishCouponBody, updateCouponBody } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const tags = ['admin']
const config = { access: 'coupons' as const }

/** Coupons for owners and staff: list, create (unpublished), edit, publish and unpublish. */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: app.now }
  app.get('/coupons', { config, schema: { tags, querystring: couponQuery, response: { 200: couponPageResponse } } }, async (request) => {
    const { page, page_size, published, ...filter } = request.query
    const result = await service.listCoupons(app.db, { ...filter, published: published === undefined ? undefined : published === 'true', limit: page_size, offset: (page - 1) * page_size })
    return ok(request, { ...result, page, page_size })
  })
  app.post('/coupons', { config, schema: { tags, body: createCouponBody, response: { 200: couponResponse } } }, async (request) =>
    ok(request, await service.createCoupon(ctx, request.operator!.id, request.body.fields)))
  app.post('/coupons/update', { config, schema: { tags, body: updateCouponBody, response: { 200: couponResponse } } }, async (request) =>
    ok(request, await service.updateCoupon(ctx, request.operator!.id, request.body.id, request.body.version, request.body.fields)))
  app.post('/coupons/publish', { config, schema: { tags, body: publishCouponBody, response: { 200: couponResponse } } }, async (request) =>
    ok(request, await service.publishCoupon(ctx, request.operator!.id, request.body.id, request.body.published)))
}
