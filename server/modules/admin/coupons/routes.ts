import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const config = { access: 'coupons' as const }

/** Coupons for owners and staff: list, create (unpublished), edit, publish and unpublish. */
export const couponAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /coupons': {
      config,
      handler: async (request) => {
        const { page, page_size, published, ...filter } = request.query
        const result = await service.listCoupons(app.db, {
          ...filter,
          published: published === undefined ? undefined : published === 'true',
          limit: page_size,
          offset: (page - 1) * page_size,
        })
        return ok(request, { ...result, page, page_size })
      },
    },
    'POST /coupons': {
      config,
      handler: async (request) => ok(request, await service.createCoupon(ctx, request.operator!.id, request.body.fields)),
    },
    'POST /coupons/update': {
      config,
      handler: async (request) =>
        ok(request, await service.updateCoupon(ctx, request.operator!.id, request.body.id, request.body.version, request.body.fields)),
    },
    'POST /coupons/publish': {
      config,
      handler: async (request) =>
        ok(request, await service.publishCoupon(ctx, request.operator!.id, request.body.id, request.body.published)),
    },
  }
})
