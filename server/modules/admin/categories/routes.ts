import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminCategoryResponse, categoriesAdminResponse, categoryFields, categoryParams as params, categoryQuery, linesAdminResponse, updateCategoryBody } from '#contract/admin.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const tags = ['admin']
const config = { access: 'catalogue' as const }
const response = { 200: adminCategoryResponse }

/** Product lines (counted, fixed by the shop's addresses) and their categories for staff and owners. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: app.now }
  app.get('/lines', { config, schema: { tags, response: { 200: linesAdminResponse } } }, async (request) => ok(request, await service.listLines(app.db)))
  app.get('/categories', { config, schema: { tags, querystring: categoryQuery, response: { 200: categoriesAdminResponse } } }, async (request) => {
    const { published, ...filter } = request.query
    return ok(request, await service.listCategories(app.db, { ...filter, published: published === undefined ? undefined : published === 'true' }))
  })
  app.post('/categories', { config, schema: { tags, body: categoryFields, response } }, async (request) =>
    ok(request, await service.createCategory(ctx, request.operator!.id, request.body)))
  app.post('/categories/:id', { config, schema: { tags, params, body: updateCategoryBody, response } }, async (request) =>
    ok(request, await service.updateCategory(ctx, request.operator!.id, request.params.id, request.body.version, request.body.fields)))
  app.post('/categories/:id/publish', { config, schema: { tags, params, response } }, async (request) =>
    ok(request, await service.setPublished(ctx, request.operator!.id, request.params.id, true)))
  app.post('/categories/:id/unpublish', { config, schema: { tags, params, response } }, async (request) =>
    ok(request, await service.setPublished(ctx, request.operator!.id, request.params.id, false)))
}
