import type { z } from 'zod'

/** A request schema (body, query or params) with a name for test titles. */
export interface RequestSchema {
  name: string
  schema: z.ZodType
}

/** One string a request can carry: where, its length cap, and whether that cap comes first and aborts. */
export interface RequestString {
  path: string
  max: number | undefined
  capped: boolean
  patterns: RegExp[]
}

interface Def {
  type: string
  checks?: Array<{ _zod: { def: { check: string; abort?: boolean; maximum?: number; pattern?: RegExp } } }>
  format?: string
  pattern?: RegExp
  hostname?: RegExp
  protocol?: RegExp
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  options?: z.ZodType[]
  items?: z.ZodType[]
  in?: z.ZodType
  out?: z.ZodType
  left?: z.ZodType
  right?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  getter?: () => z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The patterns a string schema tests: its own format (z.email(), z.url()'s host) and its .regex() checks. */
function patternsOf(def: Def): RegExp[] {
  const own = [def.pattern, def.hostname, def.protocol].filter((pattern): pattern is RegExp => pattern instanceof RegExp)
  const checks = (def.checks ?? []).map((check) => check._zod.def.pattern).filter((pattern): pattern is RegExp => pattern instanceof RegExp)
  return [...own, ...checks]
}

/**
 * Walks a zod schema as zod itself does and lists every string in it. A string counts as capped
 * when its first check is an aborting maximum length (contract/text.ts `cappedString`), or when
 * it only ever receives a capped string (the out side of a pipe whose in side is capped).
 */
export function requestStrings(schema: z.ZodType, path = '', bounded = false): RequestString[] {
  const def = defOf(schema)
  const at = (key: string) => (path ? `${path}.${key}` : key)
  switch (def.type) {
    case 'string': {
      const first = def.checks?.[0]?._zod.def
      // A format type (z.email()) tests its pattern before any check it carries.
      const capsFirst = !def.format && first?.check === 'max_length' && first.abort === true
      return [
        { path, max: first?.check === 'max_length' ? first.maximum : undefined, capped: bounded || capsFirst, patterns: patternsOf(def) },
      ]
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => requestStrings(value, at(key), bounded))
    case 'array':
      return requestStrings(def.element!, `${path}[]`, bounded)
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => requestStrings(item, at(String(index)), bounded))
    case 'union':
      return (def.options ?? []).flatMap((option) => requestStrings(option, path, bounded))
    case 'intersection':
      return [...requestStrings(def.left!, path, bounded), ...requestStrings(def.right!, path, bounded)]
    case 'record':
      return [...requestStrings(def.keyType!, `${path}{key}`, bounded), ...requestStrings(def.valueType!, `${path}{}`, bounded)]
    case 'pipe': {
      const incoming = requestStrings(def.in!, path, bounded)
      return [...incoming, ...requestStrings(def.out!, path, bounded || incoming.every((found) => found.capped))]
    }
    case 'lazy':
      return requestStrings(def.getter!(), path, bounded)
    default:
      return def.innerType ? requestStrings(def.innerType, path, bounded) : []
  }
}

/** Every pattern a schema's strings test, zod's built-in ones included. */
export function schemaPatterns(schema: z.ZodType): RegExp[] {
  return requestStrings(schema).flatMap((found) => found.patterns)
}
