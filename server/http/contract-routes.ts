import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify'
import type { z } from 'zod'
import type { Endpoint, EndpointTable } from '#contract/endpoints.ts'

type Parsed<E, Part extends 'params' | 'query' | 'body'> = E extends { [P in Part]: infer S extends z.ZodType } ? z.output<S> : unknown
/** A file the client sends as the body itself (`z.instanceof(Blob)`): the server gets its bytes, as its content-type parser reads them. */
type BodyOf<E> = Parsed<E, 'body'> extends Blob ? unknown : Parsed<E, 'body'>

/** A request as the contract's schemas parsed it; `Mount` is what the table's mount adds (`/api/v1/:product`). */
export type EndpointRequest<E, Mount = unknown> = FastifyRequest<{
  Params: Parsed<E, 'params'> & Mount
  Querystring: Parsed<E, 'query'>
  Body: BodyOf<E>
}>

/** The envelope the contract's response schema accepts, or the reply already sent (a file). */
export type EndpointAnswer<E> = (E extends { response: infer R extends z.ZodType } ? z.input<R> : never) | FastifyReply

/** One endpoint's server side: the handler and the route options that are the server's own. */
export interface EndpointRoute<E, Mount = unknown> extends Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'attachValidation' | 'serializerCompiler' | 'preValidation' | 'preHandler'
> {
  /** One line for the OpenAPI document (`/api/docs`). */
  summary?: string
  handler(request: EndpointRequest<E, Mount>, reply: FastifyReply): Promise<EndpointAnswer<E>>
}

/** Handlers for the routes `K` of a table: a key outside the table, or a handler of the wrong shape, does not compile. */
export type EndpointRoutes<T extends EndpointTable, K extends keyof T, Mount = unknown> = { [P in K]: EndpointRoute<T[P], Mount> }

/** What the table's mount adds to every route: its tags, and its path params' schema. */
export interface TableMount<M> {
  tags: string[]
  params?: z.ZodType<M>
}

/**
 * A Fastify plugin serving part of a contract table. The routes come from the table's keys and
 * schemas — method, path, params, query, body, response — so the server cannot disagree with the
 * client; the plugin remembers which keys it serves (`served`, types only) for `servesEveryEndpoint`.
 */
export type ContractPlugin<
  T extends EndpointTable,
  K extends keyof T,
  Options extends FastifyPluginOptions,
> = FastifyPluginAsync<Options> & { readonly served?: { table: T; keys: K } }

/**
 * `contractRoutes(shopEndpoints, { tags: ['cart'] }, async (app, options) => ({ 'GET /user/cartlists': { summary, handler } }))`:
 * the build function runs when the plugin is registered, with the app and the plugin's options.
 */
export function contractRoutes<
  T extends EndpointTable,
  K extends keyof T & string,
  Options extends FastifyPluginOptions = Record<never, never>,
  M = unknown,
>(
  table: T,
  mount: TableMount<M>,
  build: (app: FastifyInstance, options: Options) => EndpointRoutes<T, K, M> | Promise<EndpointRoutes<T, K, M>>,
): ContractPlugin<T, K, Options> {
  return async (app, options) => {
    const routes: Record<string, EndpointRoute<Endpoint, M>> = await build(app, options)
    for (const [key, { summary, handler, ...serverOptions }] of Object.entries(routes)) {
      const [method, url] = key.split(' ', 2)
      const endpoint: Endpoint = table[key]
      app.route({
        ...serverOptions,
        method,
        url,
        schema: schemaOf(endpoint, mount, summary),
        // The schemas above checked the request against the same types the handler is written for.
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      })
    }
  }
}

/** The route's schema, every part from the contract (Fastify warns about a part named but undefined). */
function schemaOf(endpoint: Endpoint, mount: TableMount<unknown>, summary: string | undefined) {
  const params = endpoint.params ?? mount.params
  const body = endpoint.body && !takesFile(endpoint.body) ? endpoint.body : undefined
  return {
    tags: mount.tags,
    ...(summary === undefined ? {} : { summary }),
    ...(params ? { params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(body ? { body } : {}),
    response: { 200: endpoint.response },
  }
}

/** A body schema that a file passes is the file itself: the route's parser reads it and the handler checks it. */
const takesFile = (schema: z.ZodType) => schema.safeParse(new Blob()).success

type ServedKeys<P> = P extends { readonly served?: { keys: infer K } } ? K : never
type Missing<T, Plugins extends readonly unknown[]> = Exclude<keyof T, ServedKeys<Plugins[number]>>

/**
 * Type check only: the plugins named serve every entry of the table. A contract entry without a
 * handler is a compile error here (`npm run typecheck`), naming the entry.
 */
export function servesEveryEndpoint<T extends EndpointTable, const Plugins extends readonly ContractPlugin<T, keyof T, never>[]>(
  _table: T,
  ..._plugins: Plugins & ([Missing<T, Plugins>] extends [never] ? unknown : { missingHandlersFor: Missing<T, Plugins> })
): void {}
