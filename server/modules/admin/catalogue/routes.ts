import { adminEndpoints } from '#contract/endpoints.ts'
import { Code } from '#contract/envelope.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { longTextBodyLimit } from '../../../http/body-limits.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { csvMessages, messages } from '../messages.ts'
import { maxImageBytes, type ImageStore } from './image-store.ts'
import { makeResponsiveCopies, responsiveCopiesJob } from './responsive-copies.ts'
import type { Db } from '../../../db/database.ts'
import * as service from './service.ts'
import {
  catalogueImportJob,
  exportCatalogue,
  importProgress,
  maxImportBytes,
  previewImport,
  queueImport,
  runImport,
} from './catalogue-csv.ts'
import { audit } from '../audit/service.ts'

const access = { access: 'catalogue' as const }

/** Products for staff and owners: edit, publish, stock, images. */
export const catalogueAdminRoutes = contractRoutes(
  adminEndpoints,
  { tags: ['admin'] },
  (app, { images, mediaBase }: { images: ImageStore; mediaBase: string }) => {
    app.jobs.handle(responsiveCopiesJob, ({ path }) => makeResponsiveCopies({ db: app.db, files: images.files }, path))
    const copies = { enqueue: async (trx: Db, path: string) => void (await app.jobs.send(trx, responsiveCopiesJob, { path })) }
    const ctx = { db: app.db, now: app.now, images, copies, mediaBase }
    app.jobs.handle(catalogueImportJob, ({ importId }) => runImport({ db: app.db, now: app.now, log: app.log }, importId))
    const importJobs = { enqueue: async (trx: Db, importId: number) => void (await app.jobs.send(trx, catalogueImportJob, { importId })) }
    // Uploads arrive as the raw file: no multipart parser needed for one image at a time. The
    // image limit is the upload route's own: any other route reads an image body only up to its form limit.
    app.addContentTypeParser(/^(image\/.*|application\/octet-stream)$/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    // The catalogue import's file arrives as the body itself, like an image.
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: maxImportBytes }, (_request, body, done) => done(null, body))

    // Every write answers the product as it now is, so the editor holds its new version.
    const detail = async (id: number) => service.productDetail(ctx, id)
    return {
      'GET /products.csv': {
        config: access,
        handler: async (request, reply) => {
          const file = await exportCatalogue(app.db)
          await audit(app.db, app.now(), {
            operatorId: request.operator!.id,
            action: 'catalogue.export',
            subject: 'goods',
            before: null,
            after: { bytes: file.length },
            ip: request.ip,
          })
          return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="catalogue.csv"').send(file)
        },
      },
      'POST /products/import': {
        config: access,
        bodyLimit: maxImportBytes,
        handler: async (request, reply) => {
          if (typeof request.body !== 'string') throw new ShopError(Code.invalid, csvMessages.notCsv)
          const importer = { ...request.context, operatorId: request.operator!.id }
          if (request.query.apply !== '1') return ok(request, await previewImport(importer, request.body))
          // Accepted, not done: a job writes it; the screen follows it on GET /products/import.
          const queued = await queueImport(importer, importJobs, request.body)
          reply.code(202)
          return ok(request, queued)
        },
      },
      'GET /products/import': { config: access, handler: async (request) => ok(request, await importProgress(app.db, request.locale)) },
      'GET /products': {
        config: access,
        handler: async (request) => {
          const { page, page_size, desc, active, ...filter } = request.query
          const { list, total } = await service.listProducts(ctx, {
            ...filter,
            desc,
            active: active === undefined ? undefined : active === 'true',
            limit: page_size,
            offset: (page - 1) * page_size,
          })
          return ok(request, { list, total, page, page_size })
        },
      },
      'GET /products/:id': { config: access, handler: async (request) => ok(request, await detail(request.params.id)) },
      'POST /products': {
        config: access,
        bodyLimit: longTextBodyLimit,
        handler: async (request) => ok(request, await detail((await service.createProduct(ctx, request.operator!.id, request.body)).id)),
      },
      'POST /products/:id': {
        config: access,
        bodyLimit: longTextBodyLimit,
        handler: async (request) => {
          await service.updateProduct(ctx, request.operator!.id, request.params.id, request.body.version, request.body.fields)
          return ok(request, await detail(request.params.id))
        },
      },
      'POST /products/:id/publish': {
        config: access,
        handler: async (request) => {
          await service.setPublished(ctx, request.operator!.id, request.params.id, true)
          return ok(request, await detail(request.params.id))
        },
      },
      'POST /products/:id/unpublish': {
        config: access,
        handler: async (request) => {
          await service.setPublished(ctx, request.operator!.id, request.params.id, false)
          return ok(request, await detail(request.params.id))
        },
      },
      'POST /products/:id/stock': {
        config: access,
        handler: async (request) => {
          await service.setStock(ctx, request.operator!.id, request.params.id, request.body.stock, request.body.reason)
          return ok(request, await detail(request.params.id))
        },
      },
      'POST /products/:id/images': {
        config: access,
        bodyLimit: maxImageBytes,
        handler: async (request) => {
          if (!Buffer.isBuffer(request.body)) throw new ShopError(Code.invalid, messages.notImage)
          await service.addImage(ctx, request.operator!.id, request.params.id, request.body)
          return ok(request, await detail(request.params.id))
        },
      },
      'POST /products/:id/images/remove': {
        config: access,
        handler: async (request) => {
          await service.removeImage(ctx, request.operator!.id, request.params.id, request.body.path)
          return ok(request, await detail(request.params.id))
        },
      },
    }
  },
)
