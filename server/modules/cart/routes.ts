import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { longTextBodyLimit } from '../../http/body-limits.ts'
import { idempotencyKeyOf } from '../../idempotency/index.ts'
import { messages } from './messages.ts'
import * as carts from './service.ts'

export interface CartOptions {
  mediaBase: string
}

/**
 * The shopper's carts, one per product line (`sign`), under /api/v1/{product}/user. Identity is
 * the bearer token's; a `user_id` of anyone else gets 403. Prices always come from the goods.
 */
export const cartRoutes = contractRoutes(shopEndpoints, { tags: ['cart'], params: lineParams }, (app, { mediaBase }: CartOptions) => {
  const context = (request: FastifyRequest) => ({ ...request.context, mediaBase })
  return {
    'GET /user/cartlists': {
      config: { shopper: true },
      summary: 'The cart of one product line',
      handler: async (request) => {
        const userId = await request.requireUserId()
        return ok(request, await carts.getCart(context(request), userId, request.query.sign))
      },
    },
    'POST /user/addcart': {
      config: { shopper: true },
      summary: 'Add a quantity of a product (and size) to a cart; Idempotency-Key optional',
      handler: async (request) => {
        const userId = await request.requireUserId()
        const { sign, goods_id, size, quantity } = request.body
        return ok(
          request,
          await carts.addToCart(context(request), userId, {
            sign,
            goods_id,
            size,
            quantity,
            requestKey: idempotencyKeyOf(request.headers['idempotency-key']),
          }),
        )
      },
    },
    'POST /user/updatecart': {
      config: { shopper: true },
      summary: 'Set the quantities of cart lines, all or none',
      handler: async (request) => {
        const userId = await request.requireUserId()
        return ok(request, await carts.updateCart(context(request), userId, request.body.sign, request.body.items))
      },
    },
    'POST /user/delcart': {
      config: { shopper: true },
      summary: 'Remove a line from a cart',
      handler: async (request) => {
        const userId = await request.requireUserId()
        const { sign, goods_id, size } = request.body
        return ok(request, await carts.removeFromCart(context(request), userId, sign, goods_id, size))
      },
    },
    'POST /user/cartnote': {
      config: { shopper: true },
      bodyLimit: longTextBodyLimit,
      summary: 'Keep a note to the order with a cart',
      handler: async (request) => {
        const userId = await request.requireUserId()
        return ok(request, await carts.saveNote(context(request), userId, request.body.sign, request.body.note))
      },
    },
    'POST /user/mergecart': {
      config: { shopper: true },
      bodyLimit: longTextBodyLimit,
      summary: 'Merge a guest cart into the account at login, once per merge_id',
      handler: async (request) => {
        const userId = await request.requireUserId()
        const result = await carts.mergeCarts(context(request), userId, request.body)
        return result.adjusted > 0 ? ok(request, result, messages.mergeAdjusted) : ok(request, result)
      },
    },
  }
})
