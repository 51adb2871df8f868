import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { listAudit } from './queries.ts'
import { auditCsv } from './service.ts'

const config = { access: 'audit' as const }

/** The owners' filtered view of who changed what, and its CSV export. */
export const auditRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /audit': {
    config,
    handler: async (request) => {
      const { page, page_size, desc, ...filter } = request.query
      const { rows, total } = await listAudit(app.db, { ...filter, desc, limit: page_size, offset: (page - 1) * page_size })
      const list = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
      return ok(request, { list, total, page, page_size })
    },
  },
  'GET /audit.csv': {
    config,
    handler: async (request, reply) => {
      const csv = await auditCsv(app.db, app.now(), request.query, { operatorId: request.operator!.id, ip: request.ip })
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit.csv"').send(csv)
    },
  },
}))
