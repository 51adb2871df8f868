import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dashboardQuery, dashboardResponse } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import { dashboard } from './service.ts'

/** GET /api/admin/dashboard: every operator who reads orders sees it. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { config: { access: 'orders.read' }, schema: { tags: ['admin'], querystring: dashboardQuery, response: { 200: dashboardResponse } } }, async (request) =>
    ok(request, await dashboard(app.db, app.now(), request.query.days)))
}
