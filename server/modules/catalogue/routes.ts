import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  categoriesQuery,
  categoriesResponse,
  exchangeRatesResponse,
  goodsDetailQuery,
  goodsDetailResponse,
  goodsListQuery,
  goodsListResponse,
  searchQuery,
  searchResponse,
} from '#contract/catalogue.ts'
import { lineParams, type ShopLine } from '#contract/common.ts'
import { ok } from '../../http/envelope.ts'
import { createMicroCache } from '../../http/micro-cache.ts'
import { fastSerializerCompiler } from '../../http/fast-serializer.ts'
import * as catalogue from './service.ts'

export interface CatalogueOptions {
  mediaBase: string
  /** How long an identical catalogue read may be answered from memory; 0 turns it off. */
  cacheMs: number
}

/** One cached answer per URL and language: every catalogue read is public and the same for all. */
function catalogueCache(cacheMs: number) {
  const cache = createMicroCache(cacheMs)
  return <T>(request: FastifyRequest, load: () => Promise<T>) => cache.get(`${request.locale} ${request.url}`, load)
}

const tags = ['catalogue']

/** Catalogue reads of one shop line, under /api/v1/{product}. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { mediaBase, cacheMs }) => {
  const context = (request: FastifyRequest) => ({ db: app.db, locale: request.locale, mediaBase })
  const cached = catalogueCache(cacheMs)

  const listSchema = { tags, params: lineParams, querystring: goodsListQuery, response: { 200: goodsListResponse } }
  const listGoods = async (request: FastifyRequest<{ Params: { product: ShopLine }; Querystring: typeof goodsListQuery._output }>) => {
    const { page, page_size, category, brand, featured } = request.query
    const data = await cached(request, () => catalogue.getGoodsPage(context(request), {
      line: request.params.product, page, pageSize: page_size, category, brand, featuredOnly: featured === '1',
    }))
    return ok(request, data)
  }
  app.get('/getscogoodslists', { serializerCompiler: fastSerializerCompiler, schema: { ...listSchema, summary: 'Goods of a shop line, by page and category' } }, listGoods)
  app.get('/getProductlists', { serializerCompiler: fastSerializerCompiler, schema: { ...listSchema, summary: 'Goods of a category (energy storage pages)' } }, listGoods)

  app.get('/getgooddetail', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'One product', params: lineParams, querystring: goodsDetailQuery, response: { 200: goodsDetailResponse } },
  }, async (request) => ok(request, await cached(request, () => catalogue.getGoodsDetail(context(request), request.params.product, request.query.id))))

  app.get('/brandTypelists', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'Categories of a shop line', params: lineParams, querystring: categoriesQuery, response: { 200: categoriesResponse } },
  }, async (request) => ok(request, { list: await cached(request, () => catalogue.getCategories(context(request), request.params.product, request.query.brand)) }))

  app.get('/searchgoods', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'Search goods by English or Chinese name', params: lineParams, querystring: searchQuery, response: { 200: searchResponse } },
  }, async (request) => ok(request, { list: await cached(request, () => catalogue.searchGoods(context(request), request.params.product, request.query.goods_name)) }))

  app.get('/exchangerate', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags, summary: 'Exchange rates from USD', params: lineParams, response: { 200: exchangeRatesResponse } },
  }, async (request) => ok(request, await cached(request, () => catalogue.getExchangeRates(app.db))))
}

/** The vape brands' own client, /api/v1/cigarette: categories and goods filtered by brand. */
export const vapeCatalogueRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { mediaBase, cacheMs }) => {
  const context = (request: FastifyRequest) => ({ db: app.db, locale: request.locale, mediaBase })
  const cached = catalogueCache(cacheMs)
  const vapeTags = ['vape']

  app.get('/getgoodscategory', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags: vapeTags, summary: 'Vape categories, optionally of one brand', querystring: categoriesQuery, response: { 200: categoriesResponse } },
  }, async (request) => ok(request, { list: await cached(request, () => catalogue.getCategories(context(request), 'cig', request.query.brand)) }))

  app.get('/getgoodslists', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags: vapeTags, summary: 'Vape goods by brand and category', querystring: goodsListQuery, response: { 200: goodsListResponse } },
  }, async (request) => {
    const { page, page_size, category, brand, featured } = request.query
    return ok(request, await cached(request, () => catalogue.getGoodsPage(context(request), {
      line: 'cig', page, pageSize: page_size, category, brand, featuredOnly: featured === '1',
    })))
  })

  app.get('/getgooddetail', {
    serializerCompiler: fastSerializerCompiler,
    schema: { tags: vapeTags, summary: 'One vape product', querystring: goodsDetailQuery, response: { 200: goodsDetailResponse } },
  }, async (request) => ok(request, await cached(request, () => catalogue.getGoodsDetail(context(request), 'cig', request.query.id))))
}
