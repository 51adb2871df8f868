import type { FastifyRequest } from 'fastify'
import { searchEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { fastSerializerCompiler } from '../../http/fast-serializer.ts'
import { searchLimit } from './limit.ts'
import * as search from './service.ts'

export interface SearchOptions {
  mediaBase: string
}

/**
 * The whole shop's search, /api/v1/search. Not micro-cached, unlike the catalogue's reads: a
 * back-office edit is found by the very next search.
 */
export const searchRoutes = contractRoutes(searchEndpoints, { tags: ['search'] }, (app, { mediaBase }: SearchOptions) => {
  const context = (request: FastifyRequest) => ({ ...request.context, mediaBase })
  return {
    'GET /results': {
      serializerCompiler: fastSerializerCompiler,
      config: { requestLimit: searchLimit },
      summary: 'Search results over every line, with filters, sort and pages',
      handler: async (request) => {
        const { q, line, category, min_price, max_price, in_stock, sort, page, page_size } = request.query
        return ok(
          request,
          await search.searchResults(context(request), {
            query: q,
            line,
            category,
            minPrice: min_price,
            maxPrice: max_price,
            inStock: in_stock === '1',
            sort,
            page,
            pageSize: page_size,
          }),
        )
      },
    },
    'GET /suggestions': {
      serializerCompiler: fastSerializerCompiler,
      config: { requestLimit: searchLimit },
      summary: 'Products and categories as the shopper types, grouped by line',
      handler: async (request) => ok(request, await search.searchSuggestions(context(request), request.query.q)),
    },
  }
})
