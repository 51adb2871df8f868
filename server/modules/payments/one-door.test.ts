import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// "One place that marks a payment paid" (issue 46), held by reading the server's source: each way
// money is recorded as received is written in exactly the files below, and the settle functions
// behind them are reachable only through their payable kind, which only the payments door calls.
// Another module marking an order paid, a payment succeeded or a top-up credited fails here.

const root = join(import.meta.dirname, '../..')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))
const writing = (pattern: RegExp) =>
  files
    .filter(({ text }) => pattern.test(text))
    .map(({ path }) => path)
    .sort()

describe('money is recorded as received in one place per kind', () => {
  it('an order becomes paid by a verified gateway answer in the ledger, or by an operator collecting cash on delivery', () => {
    expect(writing(/nextState\([^)]*'payment_succeeded'\)/)).toEqual(['modules/orders/ledger.ts'])
    expect(writing(/nextState\([^)]*'mark_paid'\)/)).toEqual(['modules/orders/operator.ts'])
  })

  it('a payment row succeeds in the ledger (a charge), the refund books (a refund) and cash on delivery', () => {
    // From the call to the end of its object (`})` on a line of its own): the state it writes.
    expect(writing(/(updatePayment|insertPayment)\((?:(?!\n\s*\}\)).)*?state: 'succeeded'/s)).toEqual([
      'modules/orders/ledger.ts',
      'modules/orders/operator.ts',
      'modules/orders/refund.ts',
    ])
  })

  it('a top-up is credited only where its payable settles it', () => {
    expect(writing(/settleRecharge\(trx,[^)]*'succeeded'/)).toEqual(['modules/blindbox/top-up.ts'])
    expect(writing(/kind: 'recharge',/)).toEqual(['modules/blindbox/top-up.ts'])
  })

  it('the settle functions are reachable only through their payable kind, which the payments door calls', () => {
    const exported = /export (async )?function (settleVerifiedPayment|settleRecharge)\b/
    expect(files.filter(({ path, text }) => path !== 'modules/blindbox/queries.ts' && exported.test(text)).map(({ path }) => path)).toEqual(
      [],
    )
    expect(writing(/\b(orderPayable|topUpPayable)\.settle\(/)).toEqual([])
  })
})
