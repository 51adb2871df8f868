import type { LandedCostBookCache } from '../landed-cost/index.ts'
import type { FastifyRequest } from 'fastify'
import { deliveryEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { regionOf } from '../blindbox/index.ts'
import * as queries from './queries.ts'
import { estimateDelivery, parseItems, type DeliveryBookCache, type EstimateInput } from './service.ts'

export interface DeliveryOptions {
  book: DeliveryBookCache
  landed: LandedCostBookCache
}

const everywhere = { allowed: [], blocked: [] }

/** The shopper's country: the one chosen in the shop, else their default address's, else their IP's (geoip-lite, as blind boxes). */
async function countryOf(request: FastifyRequest, chosen: string | undefined): Promise<Pick<EstimateInput, 'country' | 'source'>> {
  if (chosen) return { country: chosen, source: 'chosen' }
  const userId = await request.currentUserId()
  const fromAddress = userId === null ? null : await queries.findDefaultCountry(request.server.db, userId)
  if (fromAddress) return { country: fromAddress, source: 'address' }
  const { country } = await regionOf(request.ip, everywhere)
  // The shop's own network and unknown addresses say nothing: the shopper is asked.
  if (country === 'LOCAL' || country === 'ZZ') return { country: null, source: 'none' }
  return { country, source: 'ip' }
}

/** Delivery of a parcel to the shopper's country, under /api/v1/delivery. */
export const deliveryRoutes = contractRoutes(deliveryEndpoints, { tags: ['delivery'] }, (app, { book, landed }: DeliveryOptions) => ({
  'GET /quote': {
    summary: 'Standard International to the shopper’s country for some goods: fee (USD cents), business days, or why not',
    handler: async (request) => {
      const { items, country } = request.query
      const where = await countryOf(request, country)
      return ok(request, await estimateDelivery(app.db, book, landed, { items: parseItems(items), ...where }, request.locale))
    },
  },
}))
