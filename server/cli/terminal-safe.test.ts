import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../env.ts'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { commands } from './commands/index.ts'
import { printable, terminalSafe } from './terminal-safe.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

// Anything but a plain line break that a terminal would act on.
// oxlint-disable-next-line no-control-regex
const controls = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

// Text stored before the contract refused it (or written straight into the database).
const hostile = 'Maria\u001B]0;pwned\u0007\u001B[2J\rFAKE\u009B31m\u202Eevil'

async function run(name: string, values: Record<string, string | boolean> = {}) {
  const output = await commands[name].run({
    db: shop.app.db,
    config: loadConfig({ NODE_ENV: 'test' }),
    values,
    positionals: [],
    now: () => shop.clock.now,
  })
  return terminalSafe(output ?? '')
}

describe('what the operator CLI prints', () => {
  it('shows control characters as visible escapes and keeps its own line breaks', () => {
    expect(printable('a\u001B[2Jb\nc')).toBe('a\\u001b[2Jb\\u000ac')
    expect(terminalSafe('row 1\u009B\nrow 2\r')).toBe('row 1\\u009b\nrow 2\\u000d')
    expect(printable('Ada \uD83D\uDE00 \uD800')).toBe('Ada \uD83D\uDE00 \\ud800')
    expect(printable('李雷 Ada')).toBe('李雷 Ada')
  })

  it('prints a customer’s hostile enquiry without one raw control character, in the table and as JSON', async () => {
    await shop.app.db
      .insertInto('partnership_enquiries')
      .values({
        source: 'vape',
        name: hostile,
        age: 30,
        occupation: 'x',
        industry: 'x',
        company_website: 'https://x.example',
        city: 'Austin\r\n',
        state: 'TX',
        country: 'US',
        phone: '+1 512 555 0142',
        email: 'maria@example.com',
        wechat: '\u001B[31mred',
        locale: 'en',
        ip: '203.0.113.1',
        created_at: shop.clock.now,
      })
      .execute()
    const table = await run('enquiries', { limit: '50', json: false })
    expect(table).not.toMatch(controls)
    expect(table).toContain('Maria\\u001b]0;pwned\\u0007\\u001b[2J\\u000dFAKE\\u009b31m\\u202eevil')
    expect(table.split('\n')).toHaveLength(5)

    const json = await run('enquiries', { limit: '50', json: true })
    expect(json).not.toMatch(controls)
    expect(JSON.parse(json)[0].name).toBe(hostile)
  })
})
