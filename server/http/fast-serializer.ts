import fastJson from 'fast-json-stringify'
import { z } from 'zod'
import type { FastifySerializerCompiler } from 'fastify'

/**
 * For the hottest public reads (catalogue lists, products, categories, search): the route's zod
 * response schema turned into JSON Schema once, at start, and compiled by fast-json-stringify,
 * instead of checking every answer with zod and then `JSON.stringify`. The answer still has
 * exactly the contract's shape: unknown keys are dropped, a missing required key throws. The
 * service's return types are the contract's (checked by tsc), so the zod check added nothing.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0])
