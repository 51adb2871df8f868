import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { boxOddsBody, boxSeriesOneResponse, boxSeriesResponse } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import { dataMessages } from '../data-messages.ts'
import * as service from './service.ts'

const tags = ['admin']
// The odds are a promise to shoppers: a shop setting, owners only.
const config = { access: 'settings' as const }

/** Blind-box series and their published odds versions. */
export const boxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/box-series', { config, schema: { tags, response: { 200: boxSeriesResponse } } }, async (request) => ok(request, { list: await service.listSeries(app.db) }))
  app.post('/box-series/odds', { config, schema: { tags, body: boxOddsBody, response: { 200: boxSeriesOneResponse } } }, async (request) => {
    const { series, version } = await service.publishOdds({ db: app.db, now: app.now }, request.operator!.id, request.body.series_id, request.body.version, request.body.odds)
    return ok(request, series, dataMessages.oddsPublished, { version })
  })
}
