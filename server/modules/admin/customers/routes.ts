import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { dataMessages } from '../data-messages.ts'
import * as service from './service.ts'

/** Customers for operators: owners and support read them, support adds notes, owners disable. */
export const customerAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /customers': {
      config: { access: 'customers.read' },
      handler: async (request) => {
        const { page, page_size, ...filter } = request.query
        return ok(request, {
          ...(await service.listCustomers(app.db, { ...filter, limit: page_size, offset: (page - 1) * page_size })),
          page,
          page_size,
        })
      },
    },
    'GET /customers/detail': {
      config: { access: 'customers.read' },
      handler: async (request) => ok(request, await service.customerDetail(app.db, request.query.id)),
    },
    'POST /customers/disable': {
      config: { access: 'customers.write' },
      handler: async (request) =>
        ok(
          request,
          await service.setCustomerDisabled(ctx, request.operator!.id, request.body.id, request.body.disabled),
          request.body.disabled ? dataMessages.customerDisabled : dataMessages.customerEnabled,
        ),
    },
    'POST /customers/notes': {
      config: { access: 'customers.note' },
      handler: async (request) => ok(request, await service.addCustomerNote(ctx, request.operator!.id, request.body.id, request.body.text)),
    },
  }
})
