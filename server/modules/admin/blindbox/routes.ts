import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { dataMessages } from '../data-messages.ts'
import * as service from './service.ts'

// The odds are a promise to shoppers: a shop setting, owners only.
const config = { access: 'settings' as const }

/** Blind-box series and their published odds versions. */
export const boxAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /box-series': { config, handler: async (request) => ok(request, { list: await service.listSeries(app.db) }) },
  'POST /box-series/odds': {
    config,
    handler: async (request) => {
      const { series, version } = await service.publishOdds(
        { db: app.db, now: app.now },
        request.operator!.id,
        request.body.series_id,
        request.body.version,
        request.body.odds,
      )
      return ok(request, series, dataMessages.oddsPublished, { version })
    },
  },
}))
