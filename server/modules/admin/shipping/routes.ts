import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

/** Shipping zones (a shop setting: owners) and products' parcels (the catalogue's people). */
export const shippingAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /shipping-zones': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, { list: await service.listZones(app.db) }),
    },
    'POST /shipping-zones/:id': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.saveZone(ctx, request.operator!.id, request.params.id, request.body)),
    },
    'GET /products/unweighed': {
      config: { access: 'catalogue' as const },
      handler: async (request) => ok(request, { list: await service.listUnweighed(app.db) }),
    },
    'POST /products/:id/parcel': {
      config: { access: 'catalogue' as const },
      handler: async (request) => ok(request, await service.saveParcel(ctx, request.operator!.id, request.params.id, request.body)),
    },
  }
})
