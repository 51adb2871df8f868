import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOrderQuery, adminOrderResponse, noteAddedResponse, noteBody, orderNoParams as params, orderPageResponse, refundBody, shipBody } from '#contract/admin.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf } from '../guard.ts'
import { messages } from '../messages.ts'
import * as service from './service.ts'

const tags = ['admin']
const read = { access: 'orders.read' as const }
const write = { access: 'orders.write' as const }

/** Orders for operators: support reads and notes; staff and owners also ship, cancel, refund. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // The shop's own providers (real gateways or the sandbox), as the orders module pays with them.
  const ctx = (log: typeof app.log) => ({ db: app.db, now: app.now, payments: app.payments, mail: app.mail, publicUrl, log })

  app.get('/orders', { config: read, schema: { tags, querystring: adminOrderQuery, response: { 200: orderPageResponse } } }, async (request) => {
    const { page, page_size, ...filter } = request.query
    const { list, total } = await service.listOrders(ctx(request.log), { ...filter, limit: page_size, offset: (page - 1) * page_size })
    return ok(request, { list, total, page, page_size })
  })
  app.get('/orders.csv', { config: read, schema: { tags, querystring: adminOrderQuery } }, async (request, reply) => {
    const { page: _page, page_size: _size, ...filter } = request.query
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"').send(await service.ordersCsv(ctx(request.log), callerOf(request), filter))
  })
  // Every action answers the order as it now is.
  const response = { 200: adminOrderResponse }
  app.get('/orders/:order_no', { config: read, schema: { tags, params, response } }, async (request) => ok(request, await service.orderDetail(ctx(request.log), request.params.order_no)))
  app.post('/orders/:order_no/notes', { config: { access: 'orders.note' }, schema: { tags, params, body: noteBody, response: { 200: noteAddedResponse } } }, async (request) =>
    ok(request, await service.addNote(ctx(request.log), callerOf(request), request.params.order_no, request.body.text)))
  app.post('/orders/:order_no/ship', { config: write, schema: { tags, params, body: shipBody, response } }, async (request) => {
    const context = ctx(request.log)
    await service.shipOrder(context, callerOf(request), request.params.order_no, request.body.carrier, request.body.tracking_no)
    return ok(request, await service.orderDetail(context, request.params.order_no), messages.shipped)
  })
  app.post('/orders/:order_no/cancel', { config: write, schema: { tags, params, response } }, async (request) => {
    const context = ctx(request.log)
    await service.cancelOrder(context, callerOf(request), request.params.order_no)
    return ok(request, await service.orderDetail(context, request.params.order_no))
  })
  app.post('/orders/:order_no/refund', { config: write, schema: { tags, params, body: refundBody, response } }, async (request) => {
    const context = ctx(request.log)
    await service.refundOrder(context, callerOf(request), request.params.order_no, request.body.amount)
    return ok(request, await service.orderDetail(context, request.params.order_no))
  })
}
