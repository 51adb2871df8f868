import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customerDetailResponse, customerIdQuery, customerNoteBody, customerNoteResponse, customerPageResponse, customerQuery, disableCustomerBody } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import { dataMessages } from '../data-messages.ts'
import * as service from './service.ts'

const tags = ['admin']

/** Customers for operators: owners and support read them, support adds notes, owners disable. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: app.now }
  app.get('/customers', { config: { access: 'customers.read' }, schema: { tags, querystring: customerQuery, response: { 200: customerPageResponse } } }, async (request) => {
    const { page, page_size, ...filter } = request.query
    return ok(request, { ...(await service.listCustomers(app.db, { ...filter, limit: page_size, offset: (page - 1) * page_size })), page, page_size })
  })
  app.get('/customers/detail', { config: { access: 'customers.read' }, schema: { tags, querystring: customerIdQuery, response: { 200: customerDetailResponse } } }, async (request) =>
    ok(request, await service.customerDetail(app.db, request.query.id)))
  app.post('/customers/disable', { config: { access: 'customers.write' }, schema: { tags, body: disableCustomerBody, response: { 200: customerDetailResponse } } }, async (request) =>
    ok(request, await service.setCustomerDisabled(ctx, request.operator!.id, request.body.id, request.body.disabled), request.body.disabled ? dataMessages.customerDisabled : dataMessages.customerEnabled))
  app.post('/customers/notes', { config: { access: 'customers.note' }, schema: { tags, body: customerNoteBody, response: { 200: customerNoteResponse } } }, async (request) =>
    ok(request, await service.addCustomerNote(ctx, request.operator!.id, request.body.id, request.body.text)))
}
