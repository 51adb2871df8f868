import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'oxc-parser'
import { describe, expect, it } from 'vitest'

// A lock taken outside a transaction is let go as soon as it is taken (server/db/locks.test.ts
// shows such a call does not compile). This keeps the next lock from forgetting it: every
// `lock…` the server exports, and every function that writes a lock itself, takes `Trx` first.

type Node = { type?: string; start: number; [key: string]: unknown }
type LockFunction = { where: string; name: string; exported: boolean; locks: boolean; first: string | undefined }

const lockMethods = new Set(['forUpdate', 'forNoKeyUpdate', 'forShare', 'forKeyShare'])
const lockSql = /\bfor (?:no key |key )?(?:update|share)\b|advisory_xact_lock/i

/** Whether a function's body takes a row or advisory lock (Kysely's `.forUpdate()`, or in raw SQL). */
function takesLock(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(takesLock)
  if (!node || typeof node !== 'object') return false
  const { type, property, quasis } = node as { type?: string; property?: { name?: string }; quasis?: Array<{ value: { raw: string } }> }
  if (type === 'MemberExpression' && property?.name && lockMethods.has(property.name)) return true
  if (type === 'TemplateLiteral' && quasis?.some((quasi) => lockSql.test(quasi.value.raw))) return true
  return Object.values(node).some(takesLock)
}

/** The type written on a function's first parameter (`Trx`, `Db`, …), if any. */
function firstParameterType(fn: Node): string | undefined {
  const [first] = fn.params as Array<{ typeAnnotation?: { typeAnnotation?: { typeName?: { name?: string } } } }>
  return first?.typeAnnotation?.typeAnnotation?.typeName?.name
}

/** The top-level functions of a file (declarations and arrow or function constants), exported or not. */
function functionsOf(file: string, text: string): LockFunction[] {
  const line = (at: number) => text.slice(0, at).split('\n').length
  return (parseSync(file, text).program.body as unknown as Node[]).flatMap((statement) => {
    const exported = statement.type === 'ExportNamedDeclaration'
    const declaration = (exported ? statement.declaration : statement) as Node | null
    const named: Array<[string, Node]> = []
    if (declaration?.type === 'FunctionDeclaration') named.push([(declaration.id as { name: string }).name, declaration])
    if (declaration?.type === 'VariableDeclaration')
      for (const { id, init } of declaration.declarations as Array<{ id: { name?: string }; init: Node | null }>)
        if (id.name && (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')) named.push([id.name, init])
    return named.map(([name, fn]) => ({
      where: `${file}:${line(fn.start)}`,
      name,
      exported,
      locks: takesLock(fn.body),
      first: firstParameterType(fn),
    }))
  })
}

/** What must take a transaction and does not. */
function forgottenTransactions(functions: LockFunction[]): string[] {
  return functions
    .filter(({ name, exported, locks }) => locks || (exported && /^lock[A-Z]/.test(name)))
    .filter(({ first }) => first !== 'Trx')
    .map(({ where, name, first }) => `${where} ${name}(${first ?? 'untyped'}, …)`)
}

// The server's own code: not its tests, nor the migrations' SQL (a function the database runs).
const serverFiles = (readdirSync('server', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => !/^(?:db\/migrations|test)\//.test(file))
  .map((file) => join('server', file))
const functions = serverFiles.flatMap((file) => functionsOf(file, readFileSync(file, 'utf8')))

describe('locks require a transaction', () => {
  it('finds the server’s locks (the scan reads server/)', () => {
    const named = functions.filter(({ exported, name }) => exported && /^lock[A-Z]/.test(name))
    expect(named.length).toBeGreaterThan(40)
    expect(functions.filter(({ locks }) => locks).length).toBeGreaterThan(40)
  })

  it('every exported lock… and every function that takes a lock takes a Trx first', () => {
    expect(forgottenTransactions(functions)).toEqual([])
  })

  it('would catch a lock on the database, however it is written', () => {
    const written = [
      "export const lockA = (db: Db, id: number) => db.selectFrom('goods').where('id', '=', id).forUpdate().execute()",
      'export async function lockB(db: Db) {}',
      'async function hold(db: Db, ip: string) { await sql`select pg_advisory_xact_lock(hashtext(${ip}))`.execute(db) }',
      'const shared = (db) => db.selectFrom(`users`).forShare()',
      "export const lockC = (trx: Trx) => trx.selectFrom('goods').forUpdate().execute()",
      "export const listD = (db: Db) => db.selectFrom('goods').execute()",
    ].join('\n')
    expect(forgottenTransactions(functionsOf('fixture.ts', written))).toEqual([
      'fixture.ts:1 lockA(Db, …)',
      'fixture.ts:2 lockB(Db, …)',
      'fixture.ts:3 hold(Db, …)',
      'fixture.ts:4 shared(untyped, …)',
    ])
  })
})
