import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditPageResponse, auditQuery } from '#contract/admin.ts'
import { ok } from '../../../http/envelope.ts'
import { listAudit } from './queries.ts'

/** GET /api/admin/audit: the owners' filtered view of who changed what. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', { config: { access: 'audit' }, schema: { tags: ['admin'], querystring: auditQuery, response: { 200: auditPageResponse } } }, async (request) => {
    const { page, page_size, desc, ...filter } = request.query
    const { rows, total } = await listAudit(app.db, { ...filter, desc, limit: page_size, offset: (page - 1) * page_size })
    const list = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
    return ok(request, { list, total, page, page_size })
  })
}
