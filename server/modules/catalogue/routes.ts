import type { FastifyInstance, FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints, vapeEndpoints, type ShopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes, type EndpointRequest } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { createMicroCache } from '../../http/micro-cache.ts'
import { fastSerializerCompiler } from '../../http/fast-serializer.ts'
import { searchLimit } from '../search/index.ts'
import * as catalogue from './service.ts'

export interface CatalogueOptions {
  mediaBase: string
  /** How long an identical catalogue read may be answered from memory; 0 turns it off. */
  cacheMs: number
}

/** One cached answer per URL and language: every catalogue read is public and the same for all. */
function catalogueCache(app: FastifyInstance, cacheMs: number) {
  const cache = app.sharedCache(createMicroCache(cacheMs))
  return <T>(request: FastifyRequest, load: () => Promise<T>) => cache.get(`${request.locale} ${request.url}`, load)
}

// The hottest public reads: answers serialized from the contract's JSON Schema (fast-serializer.ts).
const serializerCompiler = fastSerializerCompiler

/** Catalogue reads of one shop line, under /api/v1/{product}. */
export const catalogueRoutes = contractRoutes(
  shopEndpoints,
  { tags: ['catalogue'], params: lineParams },
  (app, { mediaBase, cacheMs }: CatalogueOptions) => {
    const context = (request: FastifyRequest) => ({ ...request.context, mediaBase })
    const cached = catalogueCache(app, cacheMs)
    const listGoods = async (request: EndpointRequest<ShopEndpoints['GET /getscogoodslists'], typeof lineParams._output>) => {
      const { page, page_size, category, brand, featured } = request.query
      const data = await cached(request, () =>
        catalogue.getGoodsPage(context(request), {
          line: request.params.product,
          page,
          pageSize: page_size,
          category,
          brand,
          featuredOnly: featured === '1',
        }),
      )
      return ok(request, data)
    }
    return {
      'GET /getscogoodslists': { serializerCompiler, summary: 'Goods of a shop line, by page and category', handler: listGoods },
      'GET /getProductlists': { serializerCompiler, summary: 'Goods of a category (energy storage pages)', handler: listGoods },
      'GET /getgooddetail': {
        serializerCompiler,
        summary: 'One product',
        handler: async (request) =>
          ok(request, await cached(request, () => catalogue.getGoodsDetail(context(request), request.params.product, request.query.id))),
      },
      'GET /brandTypelists': {
        serializerCompiler,
        summary: 'Categories of a shop line',
        handler: async (request) =>
          ok(request, {
            list: await cached(request, () => catalogue.getCategories(context(request), request.params.product, request.query.brand)),
          }),
      },
      'GET /searchgoods': {
        serializerCompiler,
        // The same search as /api/v1/search, under the same limit per client.
        config: { requestLimit: searchLimit },
        summary: 'Search goods by English or Chinese name',
        handler: async (request) =>
          ok(request, {
            list: await cached(request, () => catalogue.searchGoods(context(request), request.params.product, request.query.goods_name)),
          }),
      },
      'GET /exchangerate': {
        serializerCompiler,
        summary: 'Exchange rates from USD',
        handler: async (request) => ok(request, await cached(request, () => catalogue.getExchangeRates(app.db))),
      },
    }
  },
)

/** The vape brands' own client, /api/v1/cigarette: categories and goods filtered by brand. */
export const vapeCatalogueRoutes = contractRoutes(vapeEndpoints, { tags: ['vape'] }, (app, { mediaBase, cacheMs }: CatalogueOptions) => {
  const context = (request: FastifyRequest) => ({ ...request.context, mediaBase })
  const cached = catalogueCache(app, cacheMs)
  return {
    'GET /getgoodscategory': {
      serializerCompiler,
      summary: 'Vape categories, optionally of one brand',
      handler: async (request) =>
        ok(request, { list: await cached(request, () => catalogue.getCategories(context(request), 'cig', request.query.brand)) }),
    },
    'GET /getgoodslists': {
      serializerCompiler,
      summary: 'Vape goods by brand and category',
      handler: async (request) => {
        const { page, page_size, category, brand, featured } = request.query
        return ok(
          request,
          await cached(request, () =>
            catalogue.getGoodsPage(context(request), {
              line: 'cig',
              page,
              pageSize: page_size,
              category,
              brand,
              featuredOnly: featured === '1',
            }),
          ),
        )
      },
    },
    'GET /getgooddetail': {
      serializerCompiler,
      summary: 'One vape product',
      handler: async (request) =>
        ok(request, await cached(request, () => catalogue.getGoodsDetail(context(request), 'cig', request.query.id))),
    },
  }
})
