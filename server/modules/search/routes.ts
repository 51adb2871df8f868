import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { searchResultsQuery, searchResultsResponse, searchSuggestionsQuery, searchSuggestionsResponse } from '#contract/search.ts'
import { ok } from '../../http/envelope.ts'
import { fastSerializerCompiler } from '../../http/fast-serializer.ts'
import * as search from './service.ts'

export interface SearchOptions {
  mediaBase: string
}

const tags = ['search']

/**
 * The whole shop's search, /api/v1/search. Not micro-cached, unlike the catalogue's reads: a
 * back-office edit is found by the very next search.
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchOptions> = async (app, { mediaBase }) => {
  const context = (request: FastifyRequest) => ({ db: app.db, locale: request.locale, mediaBase })

  app.get('/results', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'Search results over every line, with filters, sort and pages', querystring: searchResultsQuery, response: { 200: searchResultsResponse } },
  }, async (request) => {
    const { q, line, category, min_price, max_price, in_stock, sort, page, page_size } = request.query
    return ok(request, await search.searchResults(context(request), {
      query: q, line, category, minPrice: min_price, maxPrice: max_price, inStock: in_stock === '1', sort, page, pageSize: page_size,
    }))
  })

  app.get('/suggestions', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'Products and categories as the shopper types, grouped by line', querystring: searchSuggestionsQuery, response: { 200: searchSuggestionsResponse } },
  }, async (request) => ok(request, await search.searchSuggestions(context(request), request.query.q)))
}
