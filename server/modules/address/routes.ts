import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addressFields, addressIdBody, addressIdQuery, addressListResponse, addressResponse, emptyResponse, storeAddressBody } from '#contract/account.ts'
import { lineParams } from '#contract/common.ts'
import { ok } from '../../http/envelope.ts'
import { messages } from './messages.ts'
import * as addresses from './service.ts'

const tags = ['addresses']

/** The logged-in user's address book; every call names only the token's own addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/addrlist', {
    config: { shopper: true },
    schema: { tags, summary: 'The address book, default first', params: lineParams, response: { 200: addressListResponse } },
  }, async (request) => ok(request, { list: await addresses.listAddresses(app.db, await request.requireUserId()) }))

  app.post('/user/addaddress', {
    config: { shopper: true },
    schema: { tags, summary: 'Add an address', params: lineParams, body: addressFields, response: { 200: addressResponse } },
  }, async (request) => ok(request, await addresses.addAddress(app.db, await request.requireUserId(), request.body, app.now()), messages.addSuccessful))

  app.get('/user/editaddress', {
    config: { shopper: true },
    schema: { tags, summary: 'One address, to edit', params: lineParams, querystring: addressIdQuery, response: { 200: addressResponse } },
  }, async (request) => ok(request, await addresses.getAddress(app.db, await request.requireUserId(), request.query.id)))

  app.post('/user/storeaddress', {
    config: { shopper: true },
    schema: { tags, summary: 'Save an edited address', params: lineParams, body: storeAddressBody, response: { 200: addressResponse } },
  }, async (request) => {
    const { id, ...fields } = request.body
    return ok(request, await addresses.storeAddress(app.db, await request.requireUserId(), id, fields, app.now()), messages.editSuccessful)
  })

  app.post('/user/deladdress', {
    config: { shopper: true },
    schema: { tags, summary: 'Delete an address; the oldest left becomes the default', params: lineParams, body: addressIdBody, response: { 200: emptyResponse } },
  }, async (request) => {
    await addresses.deleteAddress(app.db, await request.requireUserId(), request.body.id)
    return ok(request, null, messages.deleteSuccessful)
  })
}
