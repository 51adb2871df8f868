import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminProductResponse, productFields, productPageResponse, productParams as params, productQuery, stockBody, updateProductBody } from '#contract/admin.ts'
import { Code } from '#contract/envelope.ts'
import { ok } from '../../../http/envelope.ts'
import { longTextBodyLimit } from '../../../http/body-limits.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { messages } from '../messages.ts'
import { maxImageBytes, type ImageStore } from './image-store.ts'
import * as service from './service.ts'

const tags = ['admin']
const response = { 200: adminProductResponse }
const access = { access: 'catalogue' as const }

/** Products for staff and owners: edit, publish, stock, images. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ images: ImageStore }> = async (app, { images }) => {
  const ctx = { db: app.db, now: app.now, images }
  // Uploads arrive as the raw file: no multipart parser needed for one image at a time. The
  // image limit is the upload route's own: any other route reads an image body only up to its form limit.
  app.addContentTypeParser(/^(image\/.*|application\/octet-stream)$/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.get('/products', { config: access, schema: { tags, querystring: productQuery, response: { 200: productPageResponse } } }, async (request) => {
    const { page, page_size, desc, active, ...filter } = request.query
    const { list, total } = await service.listProducts(ctx, { ...filter, desc, active: active === undefined ? undefined : active === 'true', limit: page_size, offset: (page - 1) * page_size })
    return ok(request, { list, total, page, page_size })
  })
  // Every write answers the product as it now is, so the editor holds its new version.
  const detail = async (id: number) => service.productDetail(ctx, id)
  app.get('/products/:id', { config: access, schema: { tags, params, response } }, async (request) => ok(request, await detail(request.params.id)))
  app.post('/products', { config: access, bodyLimit: longTextBodyLimit, schema: { tags, body: productFields, response } }, async (request) => ok(request, await detail((await service.createProduct(ctx, request.operator!.id, request.body)).id)))
  app.post('/products/:id', { config: access, bodyLimit: longTextBodyLimit, schema: { tags, params, body: updateProductBody, response } }, async (request) => {
    await service.updateProduct(ctx, request.operator!.id, request.params.id, request.body.version, request.body.fields)
    return ok(request, await detail(request.params.id))
  })
  app.post('/products/:id/publish', { config: access, schema: { tags, params, response } }, async (request) => {
    await service.setPublished(ctx, request.operator!.id, request.params.id, true)
    return ok(request, await detail(request.params.id))
  })
  app.post('/products/:id/unpublish', { config: access, schema: { tags, params, response } }, async (request) => {
    await service.setPublished(ctx, request.operator!.id, request.params.id, false)
    return ok(request, await detail(request.params.id))
  })
  app.post('/products/:id/stock', { config: access, schema: { tags, params, body: stockBody, response } }, async (request) => {
    await service.setStock(ctx, request.operator!.id, request.params.id, request.body.stock, request.body.reason)
    return ok(request, await detail(request.params.id))
  })
  app.post('/products/:id/images', { config: access, bodyLimit: maxImageBytes, schema: { tags, params, response } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new ShopError(Code.invalid, messages.notImage)
    await service.addImage(ctx, request.operator!.id, request.params.id, request.body)
    return ok(request, await detail(request.params.id))
  })
}
