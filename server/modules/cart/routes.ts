import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { addCartBody, cartNoteBody, cartQuery, cartResponse, delCartBody, mergeCartBody, mergeCartResponse, updateCartBody } from '#contract/cart.ts'
import { ok } from '../../http/envelope.ts'
import { longTextBodyLimit } from '../../http/body-limits.ts'
import { idempotencyKeyOf } from '../../idempotency/index.ts'
import { messages } from './messages.ts'
import * as carts from './service.ts'

export interface CartOptions {
  mediaBase: string
}

const tags = ['cart']

/**
 * The shopper's carts, one per product line (`sign`), under /api/v1/{product}/user. Identity is
 * the bearer token's; a `user_id` of anyone else gets 403. Prices always come from the goods.
 */
export const cartRoutes: FastifyPluginAsyncZod<CartOptions> = async (app, { mediaBase }) => {
  const context = (request: FastifyRequest) => ({ db: app.db, locale: request.locale, mediaBase, now: app.now() })

  app.get('/user/cartlists', {
    config: { shopper: true },
    schema: { tags, summary: 'The cart of one product line', params: lineParams, querystring: cartQuery, response: { 200: cartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await carts.getCart(context(request), userId, request.query.sign))
  })

  app.post('/user/addcart', {
    config: { shopper: true },
    schema: { tags, summary: 'Add a quantity of a product (and size) to a cart; Idempotency-Key optional', params: lineParams, body: addCartBody, response: { 200: cartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const { sign, goods_id, size, quantity } = request.body
    return ok(request, await carts.addToCart(context(request), userId, { sign, goods_id, size, quantity, requestKey: idempotencyKeyOf(request.headers['idempotency-key']) }))
  })

  app.post('/user/updatecart', {
    config: { shopper: true },
    schema: { tags, summary: 'Set the quantities of cart lines, all or none', params: lineParams, body: updateCartBody, response: { 200: cartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await carts.updateCart(context(request), userId, request.body.sign, request.body.items))
  })

  app.post('/user/delcart', {
    config: { shopper: true },
    schema: { tags, summary: 'Remove a line from a cart', params: lineParams, body: delCartBody, response: { 200: cartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const { sign, goods_id, size } = request.body
    return ok(request, await carts.removeFromCart(context(request), userId, sign, goods_id, size))
  })

  app.post('/user/cartnote', {
    config: { shopper: true },
    bodyLimit: longTextBodyLimit,
    schema: { tags, summary: 'Keep a note to the order with a cart', params: lineParams, body: cartNoteBody, response: { 200: cartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    return ok(request, await carts.saveNote(context(request), userId, request.body.sign, request.body.note))
  })

  app.post('/user/mergecart', {
    config: { shopper: true },
    bodyLimit: longTextBodyLimit,
    schema: { tags, summary: 'Merge a guest cart into the account at login, once per merge_id', params: lineParams, body: mergeCartBody, response: { 200: mergeCartResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    const result = await carts.mergeCarts(context(request), userId, request.body)
    return result.adjusted > 0 ? ok(request, result, messages.mergeAdjusted) : ok(request, result)
  })
}
