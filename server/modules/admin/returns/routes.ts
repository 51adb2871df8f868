import type { FastifyRequest } from 'fastify'
import { adminEndpoints } from '#contract/endpoints.ts'
import { Code } from '#contract/envelope.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { publicOrigin } from '../../../http/public-origin.ts'
import { ShopError } from '../../../http/shop-error.ts'
import * as returns from '../../returns/index.ts'
import { audit } from '../audit/service.ts'
import { callerOf } from '../guard.ts'

const read = { access: 'orders.read' as const }
const write = { access: 'orders.write' as const }
const maxLabelBytes = 5 * 1024 * 1024

export interface ReturnAdminOptions {
  publicUrl: string
  mediaBase: string
  files: returns.ReturnFiles
}

/**
 * The returns queue and the claim's actions (issue 51): support reads, staff and owners settle,
 * owners edit the policies. The returns module does the work; the back office hands it the audit
 * log, so every action is recorded in its own transaction.
 */
export const returnAdminRoutes = contractRoutes(
  adminEndpoints,
  { tags: ['admin'] },
  (app, { publicUrl, mediaBase, files }: ReturnAdminOptions) => {
    // The label arrives as the file itself, whatever type the browser gave it: its first bytes decide.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxLabelBytes }, (_request, body, done) => done(null, body))
    const ctx = (request: FastifyRequest): returns.ReturnsOperatorContext => ({
      ...request.context,
      payments: app.payments,
      mail: app.mail,
      mediaBase,
      publicUrl,
      mailOrigin: publicOrigin(publicUrl, request),
      audit: (trx, entry) => audit(trx, app.now(), entry),
    })
    return {
      'GET /return-policies': { config: read, handler: async (request) => ok(request, { list: await returns.listPolicies(app.db) }) },
      'POST /return-policies/:key': {
        config: { access: 'settings' as const },
        handler: async (request) =>
          ok(request, await returns.savePolicy(ctx(request), callerOf(request), request.params.key, request.body)),
      },
      'GET /returns': {
        config: read,
        handler: async (request) => {
          const { page, page_size, state, line, kind, order_no } = request.query
          const { list, total } = await returns.returnQueue(ctx(request), {
            state,
            line,
            kind,
            orderNo: order_no,
            limit: page_size,
            offset: (page - 1) * page_size,
          })
          return ok(request, { list, total, page, page_size })
        },
      },
      'GET /returns/:return_no': {
        config: read,
        handler: async (request) => ok(request, await returns.returnDetail(ctx(request), request.params.return_no)),
      },
      'POST /returns/:return_no/approve': {
        config: write,
        handler: async (request) =>
          ok(request, await returns.approveReturn(ctx(request), callerOf(request), request.params.return_no, request.body)),
      },
      'POST /returns/:return_no/label': {
        config: write,
        bodyLimit: maxLabelBytes,
        handler: async (request) => {
          if (!Buffer.isBuffer(request.body)) throw new ShopError(Code.invalid, returns.returnMessage('notPdf'))
          return ok(request, await returns.attachLabel(ctx(request), files, callerOf(request), request.params.return_no, request.body))
        },
      },
      'POST /returns/:return_no/reject': {
        config: write,
        handler: async (request) =>
          ok(request, await returns.rejectReturn(ctx(request), callerOf(request), request.params.return_no, request.body.reason)),
      },
      'POST /returns/:return_no/refund-without-return': {
        config: write,
        handler: async (request) =>
          ok(request, await returns.refundWithoutReturn(ctx(request), callerOf(request), request.params.return_no, request.body.reason)),
      },
      'POST /returns/:return_no/receive': {
        config: write,
        handler: async (request) =>
          ok(request, await returns.receiveReturn(ctx(request), callerOf(request), request.params.return_no, request.body)),
      },
      'POST /returns/:return_no/refund': {
        config: write,
        handler: async (request) => ok(request, await returns.refundReturn(ctx(request), callerOf(request), request.params.return_no)),
      },
      'POST /returns/:return_no/ship-replacement': {
        config: write,
        handler: async (request) =>
          ok(
            request,
            await returns.shipReplacement(
              ctx(request),
              callerOf(request),
              request.params.return_no,
              request.body.carrier,
              request.body.tracking_no,
            ),
          ),
      },
      'POST /returns/:return_no/warranty-outcome': {
        config: write,
        handler: async (request) =>
          ok(request, await returns.warrantyOutcome(ctx(request), callerOf(request), request.params.return_no, request.body)),
      },
    }
  },
)
