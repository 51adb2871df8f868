import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { Code } from '#contract/envelope.ts'
import type { createReturnBody } from '#contract/returns.ts'
import type { z } from 'zod'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { publicOrigin } from '../../http/public-origin.ts'
import { ShopError } from '../../http/shop-error.ts'
import type { ReturnFiles, ReturnsContext } from './context.ts'
import { returnInputError } from './input.ts'
import { fill } from './messages.ts'
import { listPolicies } from './policies.ts'
import { createReturn, listReturns, returnOptionsOf, uploadPhoto } from './request.ts'

export interface ReturnRoutesOptions {
  mediaBase: string
  publicUrl: string
  files: ReturnFiles
}

/** The photo's upload limit: the picture pipeline's. */
const maxPhotoBytes = 10 * 1024 * 1024

/** The shopper's side of returns, under /api/v1/{product} (orders of every line). */
export const returnRoutes = contractRoutes(
  shopEndpoints,
  { tags: ['returns'], params: lineParams },
  (app, options: ReturnRoutesOptions) => {
    // A photo arrives as the file itself: no multipart parser for one picture at a time.
    app.addContentTypeParser(
      /^(image\/.*|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: maxPhotoBytes },
      (_request, body, done) => done(null, body),
    )
    const context = (request: FastifyRequest): ReturnsContext => ({
      ...request.context,
      mediaBase: options.mediaBase,
      mail: app.mail,
      publicUrl: options.publicUrl,
      mailOrigin: publicOrigin(options.publicUrl, request),
    })
    return {
      'GET /return-policies': {
        summary: 'Every product line’s return policy',
        handler: async (request) => ok(request, { list: await listPolicies(app.db) }),
      },
      'GET /user/returns/options': {
        config: { shopper: true },
        summary: 'What of an order may come back now',
        handler: async (request) =>
          ok(request, await returnOptionsOf(context(request), await request.requireUserId(), request.query.order_no, request.locale)),
      },
      'GET /user/returns': {
        config: { shopper: true },
        summary: 'The shopper’s returns with their timelines',
        handler: async (request) =>
          ok(request, { list: await listReturns(context(request), await request.requireUserId(), request.query.order_no) }),
      },
      'POST /user/returns': {
        config: { shopper: true },
        summary: 'Start a return, size exchange or warranty claim',
        attachValidation: true,
        handler: async (request) => {
          if (request.validationError) throw returnInputError(request.validationError, request.locale)
          const body = request.body as z.output<typeof createReturnBody>
          return ok(request, await createReturn(context(request), await request.requireUserId(), body), fill('returnsOpened'))
        },
      },
      'POST /user/returns/photos': {
        config: { shopper: true },
        bodyLimit: maxPhotoBytes,
        summary: 'Upload a photo for a return (an image, 10 MB, 40 megapixels at most)',
        handler: async (request) => {
          if (!Buffer.isBuffer(request.body)) throw new ShopError(Code.invalid, fill('invalid', { field: 'photo' }))
          return ok(request, await uploadPhoto(context(request), options.files, await request.requireUserId(), request.body))
        },
      },
    }
  },
)
