import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { publicOrigin } from '../../../http/public-origin.ts'
import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf } from '../guard.ts'
import { messages } from '../messages.ts'
import * as service from './service.ts'

const read = { access: 'orders.read' as const }
const write = { access: 'orders.write' as const }

/** Orders for operators: support reads and notes; staff and owners also ship, cancel, refund. */
export const orderAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app, { publicUrl }: { publicUrl: string }) => {
  // The shop's own providers (real gateways or the sandbox), as the orders module pays with them.
  // Mails the operator's action sends link to the shop: PUBLIC_URL, else the host the back office is served from.
  const ctx = (log: FastifyBaseLogger, request?: FastifyRequest) => ({
    db: app.db,
    now: app.now,
    payments: app.payments,
    mail: app.mail,
    publicUrl,
    mailOrigin: request ? publicOrigin(publicUrl, request) : publicUrl,
    log,
  })
  return {
    'GET /orders': {
      config: read,
      handler: async (request) => {
        const { page, page_size, ...filter } = request.query
        const { list, total } = await service.listOrders(ctx(request.log), { ...filter, limit: page_size, offset: (page - 1) * page_size })
        return ok(request, { list, total, page, page_size })
      },
    },
    'GET /orders.csv': {
      config: read,
      handler: async (request, reply) => {
        const { page: _page, page_size: _size, ...filter } = request.query
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .send(await service.ordersCsv(ctx(request.log), callerOf(request), filter))
      },
    },
    // Every action answers the order as it now is.
    'GET /orders/:order_no': {
      config: read,
      handler: async (request) => ok(request, await service.orderDetail(ctx(request.log), request.params.order_no)),
    },
    'POST /orders/:order_no/notes': {
      config: { access: 'orders.note' },
      handler: async (request) =>
        ok(request, await service.addNote(ctx(request.log), callerOf(request), request.params.order_no, request.body.text)),
    },
    'POST /orders/:order_no/ship': {
      config: write,
      handler: async (request) => {
        const context = ctx(request.log, request)
        await service.shipOrder(context, callerOf(request), request.params.order_no, request.body.carrier, request.body.tracking_no)
        return ok(request, await service.orderDetail(context, request.params.order_no), messages.shipped)
      },
    },
    'POST /orders/:order_no/deliver': {
      config: write,
      handler: async (request) => {
        const context = ctx(request.log, request)
        await service.deliverOrder(context, callerOf(request), request.params.order_no)
        return ok(request, await service.orderDetail(context, request.params.order_no))
      },
    },
    'POST /orders/:order_no/cancel': {
      config: write,
      handler: async (request) => {
        const context = ctx(request.log, request)
        await service.cancelOrder(context, callerOf(request), request.params.order_no)
        return ok(request, await service.orderDetail(context, request.params.order_no))
      },
    },
    'POST /orders/:order_no/refund': {
      config: write,
      handler: async (request) => {
        const context = ctx(request.log, request)
        await service.refundOrder(context, callerOf(request), request.params.order_no, request.body.amount)
        return ok(request, await service.orderDetail(context, request.params.order_no))
      },
    },
  }
})
