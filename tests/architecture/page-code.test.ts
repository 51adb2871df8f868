import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  budgetProblems,
  foreignCodeInShop,
  manifestFileOf,
  measureRouteBundles,
  pageBudget,
  precacheOf,
  preloadsOf,
  tapNeedsOf,
  type RouteBundle,
} from '../perf/bundle-size.ts'

// "Only the page's own code" (issue 24), read from the client build `npm test` makes just before
// this suite (npm run build → dist/; APP_DIR names another). Sizes are deterministic: gzip -9 of
// the files each page loads until it is idle, from the build's manifest and preload lists.
const distDir = process.env.APP_DIR ?? 'dist'
const built = existsSync(join(distDir, '.vite/manifest.json'))
const bundles = built ? measureRouteBundles(distDir) : []
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('only the page’s own code on shoppers’ devices', () => {
  it('reads a client build (run npm run build first)', () => {
    expect(built, `no client build in ${distDir}`).toBe(true)
  })

  it('no script the shop loads carries zod, a contract schema or back-office code', () => {
    expect(built && foreignCodeInShop(distDir)).toEqual([])
  })

  it('the service worker precaches the shop’s scripts and none of the back office’s', () => {
    const { urls, backOffice } = built ? precacheOf(distDir) : { urls: [], backOffice: [] }
    expect(backOffice).toEqual([])
    expect(urls.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(20)
  })

  // The budget (DESIGN §6): 150 KB gzip in at most 20 files on every public page until it is idle.
  it(`every public page loads at most ${kb(pageBudget.jsGzip)} of JavaScript in ${pageBudget.files} files`, () => {
    expect(built && bundles.filter(({ route }) => !route.startsWith('/admin')).length).toBeGreaterThan(40)
    expect(budgetProblems(bundles)).toEqual([])
  })

  // Add to cart runs the cart's changes through a lazily imported module (features/cart/mutation-defaults.ts),
  // reached through a file of its own; a page that loads their code asks for that file with it.
  it('a page that changes the cart preloads the file Add to cart imports lazily, and only such a page', () => {
    const lazyChanges = built ? manifestFileOf(distDir, 'src/features/cart/cart-changes.ts') : ''
    const preloads = (route: string) => (built ? preloadsOf(distDir, route) : [])
    expect(lazyChanges).not.toBe('')
    expect(preloads('/ELST/product')).toContain(lazyChanges)
    expect(preloads('/ski-board/cart')).toContain(lazyChanges)
    expect(preloads('/ELST/goods')).not.toContain(lazyChanges)
    expect(preloads('/account/login')).not.toContain(lazyChanges)
  })

  // A tap on search or the language switch before the page is ready: the page's capture asks for
  // these at once (server/plugins/page-loader.ts), so they load beside the page's code.
  it('every page lists the search dialog’s files and the other language’s messages for a tap made before it is ready', () => {
    const file = (key: string) => `/${built ? manifestFileOf(distDir, key) : ''}`
    const root = built ? tapNeedsOf(distDir, '__root__') : {}
    expect(root['.search-trigger']).toContain(file('src/features/search/components/search-overlay.tsx'))
    expect(root['.locale-toggle']).toEqual([file('src/lib/catalogs/zh-cn.ts')])
    expect((built ? tapNeedsOf(distDir, '__root__', 'zh-cn') : {})['.locale-toggle']).toEqual([file('src/lib/catalogs/en.ts')])
    expect((built ? tapNeedsOf(distDir, '/account') : {})['.locale-toggle']).toContain(file('src/locales/zh-cn/account.po'))
  })
})

// The budget's own rule, on pages made up for it: the test above fails on a page over it.
describe('the page budget', () => {
  const page = (route: string, jsGzip: number, files = 10): RouteBundle => ({ route, jsGzip, files })
  const budget = pageBudget.jsGzip

  it('passes pages at the budget and fails any public page a byte or a file over it', () => {
    expect(budgetProblems([page('/a', budget, pageBudget.files)])).toEqual([])
    expect(budgetProblems([page('/heavy', budget + 1)])).toEqual([`/heavy loads ${kb(budget + 1)} of JavaScript (allowed ${kb(budget)})`])
    expect(budgetProblems([page('/many', 1000, pageBudget.files + 1)])).toEqual([`/many loads 21 script files (allowed 20)`])
  })

  it('does not hold the back office to the shop’s budget', () => {
    expect(budgetProblems([page('/admin/orders', budget * 2, 40)])).toEqual([])
  })
})
