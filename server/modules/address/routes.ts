import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { messages } from './messages.ts'
import * as addresses from './service.ts'

const shopper = { shopper: true }

/** The logged-in user's address book; every call names only the token's own addresses. */
export const addressRoutes = contractRoutes(shopEndpoints, { tags: ['addresses'], params: lineParams }, (app) => ({
  'GET /user/addrlist': {
    config: shopper,
    summary: 'The address book, default first',
    handler: async (request) => ok(request, { list: await addresses.listAddresses(app.db, await request.requireUserId()) }),
  },
  'POST /user/addaddress': {
    config: shopper,
    summary: 'Add an address',
    handler: async (request) =>
      ok(request, await addresses.addAddress(app.db, await request.requireUserId(), request.body, app.now()), messages.addSuccessful),
  },
  'GET /user/editaddress': {
    config: shopper,
    summary: 'One address, to edit',
    handler: async (request) => ok(request, await addresses.getAddress(app.db, await request.requireUserId(), request.query.id)),
  },
  'POST /user/storeaddress': {
    config: shopper,
    summary: 'Save an edited address',
    handler: async (request) => {
      const { id, ...fields } = request.body
      return ok(
        request,
        await addresses.storeAddress(app.db, await request.requireUserId(), id, fields, app.now()),
        messages.editSuccessful,
      )
    },
  },
  'POST /user/deladdress': {
    config: shopper,
    summary: 'Delete an address; the oldest left becomes the default',
    handler: async (request) => {
      await addresses.deleteAddress(app.db, await request.requireUserId(), request.body.id)
      return ok(request, null, messages.deleteSuccessful)
    },
  },
}))
