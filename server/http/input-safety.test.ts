import { readdirSync, readFileSync } from 'node:fs'
import { parseSync } from 'oxc-parser'
import { checkSync } from 'recheck'
import { describe, expect, it } from 'vitest'
import { endpointTables } from '#contract/endpoints.ts'
import { walletNotification } from '#contract/payments.ts'
import { addressData } from '#contract/address-data.ts'
import { requestStrings, schemaPatterns, type RequestSchema } from '../test/request-strings.ts'

// Every request schema the server validates with: the endpoint tables, plus the sandbox wallet's
// notification (a route outside them).
const requestSchemas: RequestSchema[] = [
  ...Object.entries(endpointTables).flatMap(([table, endpoints]) =>
    Object.entries(endpoints).flatMap(([route, endpoint]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = (endpoint as Partial<Record<typeof part, unknown>>)[part]
        return schema ? [{ name: `${table} ${route} ${part}`, schema }] : []
      }),
    ),
  ),
  { name: 'wallet notification body', schema: walletNotification },
] as RequestSchema[]

/** Every regular-expression literal written in contract/, with where it is. */
function literalPatterns(): Array<{ where: string; source: string; flags: string }> {
  const contract = new URL('../../contract/', import.meta.url)
  const files = readdirSync(contract).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  return files.flatMap((file) => {
    const text = readFileSync(new URL(file, contract), 'utf8')
    const found: Array<{ where: string; source: string; flags: string }> = []
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit)
      if (!node || typeof node !== 'object') return
      const { regex, start } = node as { regex?: { pattern: string; flags: string }; start?: number }
      if (regex) found.push({ where: `${file}:${text.slice(0, start).split('\n').length}`, source: regex.pattern, flags: regex.flags })
      // A pattern built at run time could not be checked here: the contract writes literals only.
      const callee = node as { type?: string; callee?: { name?: string } }
      // address-rules.ts builds each country's postal-code pattern from Google's data: checked below.
      const fromAddressData = file === 'address-rules.ts'
      if ((callee.type === 'NewExpression' || callee.type === 'CallExpression') && callee.callee?.name === 'RegExp' && !fromAddressData) {
        found.push({
          where: `${file}:${text.slice(0, start).split('\n').length}`,
          source: 'new RegExp(…) is not allowed in contract/',
          flags: 'invalid',
        })
      }
      Object.values(node).forEach(visit)
    }
    visit(parseSync(file, text).program)
    return found
  })
}

describe('the contract’s patterns', () => {
  const literals = literalPatterns()
  // The patterns zod brings itself (e-mail, URL host) that the contract's schemas use.
  const builtIn = [...new Set(requestSchemas.flatMap(({ schema }) => schemaPatterns(schema)))].map((pattern) => ({
    where: 'zod built-in',
    source: pattern.source,
    flags: pattern.flags,
  }))

  // The postal-code patterns the address rules build (address-rules.ts: `^(?:zip)$`, i).
  const postal = [...new Set(Object.values(addressData).flatMap((rule) => (rule.zip ? [rule.zip] : [])))].map((zip) => ({
    where: 'address-data.ts postal code',
    source: `^(?:${zip})$`,
    flags: 'i',
  }))

  it('are all found (the scan reads the contract’s files)', () => {
    expect(literals.length).toBeGreaterThan(25)
    expect(builtIn.some(({ source }) => source.includes('@'))).toBe(true)
  })

  it.each([...literals, ...builtIn, ...postal])('$where /$source/ matches in linear time (recheck)', ({ source, flags }) => {
    expect(flags).not.toBe('invalid')
    const verdict = checkSync(source, flags, { timeout: 20_000 })
    expect({ status: verdict.status, complexity: verdict.status === 'vulnerable' ? verdict.complexity.summary : undefined }).toEqual({
      status: 'safe',
      complexity: undefined,
    })
  })

  it('would catch the e-mail pattern that froze the shop', () => {
    expect(checkSync('^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', '').status).toBe('vulnerable')
  })
})

describe('every text field of a request', () => {
  const strings = requestSchemas.flatMap(({ name, schema }) => requestStrings(schema).map((found) => ({ ...found, name })))

  it('is found (the walk reaches nested objects, arrays, unions and pipes)', () => {
    expect(strings.length).toBeGreaterThan(100)
    expect(strings.some(({ path }) => path === 'contact.email')).toBe(true)
    expect(strings.some(({ path }) => path === 'shipping_address.city')).toBe(true)
  })

  it('has a maximum length, checked before any pattern or refinement, that stops validation', () => {
    const unbounded = strings.filter((found) => !found.capped).map(({ name, path }) => `${name}: ${path}`)
    expect(unbounded).toEqual([])
  })
})
