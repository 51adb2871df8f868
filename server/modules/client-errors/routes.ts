import { reportEndpoints } from '#contract/endpoints.ts'
import type { RequestLimit } from '../../plugins/request-limits.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'

/**
 * Reports per client address: a shopper sees the error view a few times in a bad minute at most;
 * a script posting reports to fill the log is held to one every two seconds after a burst of ten.
 */
export const errorReportLimit: RequestLimit = {
  name: 'error-reports',
  burst: 10,
  perSecond: 0.5,
  message: /*i18n*/ { id: 'Too many reports at once. Please try again in {wait}.' },
}

/** A report is three short fields: 2 KB is ample, and a bigger body is refused unread. */
const errorReportBodyLimit = 2 * 1024

/**
 * `/api/v1/reports`: what shoppers' pages say about themselves. No account, no database: the
 * report goes to the log at warn, with this request's id (pino's `reqId`), so an operator can
 * find it beside the failed calls of the same minute.
 */
export const clientErrorRoutes = contractRoutes(reportEndpoints, { tags: ['reports'] }, () => ({
  'POST /errors': {
    config: { requestLimit: errorReportLimit },
    bodyLimit: errorReportBodyLimit,
    summary: "A shopper's page showed the shop's error view (no personal data: the path without its query, the error's text)",
    handler: async (request) => {
      const { kind, path, message } = request.body
      request.log.warn({ report: { kind, path, message, locale: request.locale } }, 'a page showed the error view')
      return ok(request, null)
    },
  },
}))
