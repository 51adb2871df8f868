import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const config = { access: 'catalogue' as const }

/** Product lines (counted, fixed by the shop's addresses) and their categories for staff and owners. */
export const categoryAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /lines': { config, handler: async (request) => ok(request, await service.listLines(app.db)) },
    'GET /categories': {
      config,
      handler: async (request) => {
        const { published, ...filter } = request.query
        return ok(
          request,
          await service.listCategories(app.db, { ...filter, published: published === undefined ? undefined : published === 'true' }),
        )
      },
    },
    'POST /categories': {
      config,
      handler: async (request) => ok(request, await service.createCategory(ctx, request.operator!.id, request.body)),
    },
    'POST /categories/:id': {
      config,
      handler: async (request) =>
        ok(request, await service.updateCategory(ctx, request.operator!.id, request.params.id, request.body.version, request.body.fields)),
    },
    'POST /categories/:id/publish': {
      config,
      handler: async (request) => ok(request, await service.setPublished(ctx, request.operator!.id, request.params.id, true)),
    },
    'POST /categories/:id/unpublish': {
      config,
      handler: async (request) => ok(request, await service.setPublished(ctx, request.operator!.id, request.params.id, false)),
    },
  }
})
