import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  allowanceOf,
  foreignCodeInShop,
  manifestFileOf,
  measureRouteBundles,
  pageBudget,
  precacheOf,
  preloadsOf,
  tapNeedsOf,
  recordedSizesFile,
  type RecordedSizes,
} from '../perf/bundle-size.ts'

// "Only the page's own code" (issue 24), read from the client build `npm test` makes just before
// this suite (npm run build → dist/; APP_DIR names another). Sizes are deterministic: gzip -9 of
// the files each page loads until it is idle, from the build's manifest and preload lists.
const distDir = process.env.APP_DIR ?? 'dist'
const built = existsSync(join(distDir, '.vite/manifest.json'))
const publicPages = built ? measureRouteBundles(distDir).filter(({ route }) => !route.startsWith('/admin')) : []
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const recorded: RecordedSizes = JSON.parse(readFileSync(recordedSizesFile, 'utf8'))

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

  // The budget is 125 KB in 20 files. Pages still over it (page-sizes.json: every one today, the
  // framework alone is 108 KB) may not grow past their recorded figures; any other page is held to the budget.
  it.each(publicPages)(
    `$route loads no more JavaScript, in no more files, than ${kb(pageBudget.jsGzip)} in ${pageBudget.files} or its recorded figure`,
    ({ route, jsGzip, files }) => {
      const allowed = allowanceOf(route, recorded)
      expect(jsGzip, `${kb(jsGzip)} of JavaScript (allowed ${kb(allowed.jsGzip)})`).toBeLessThanOrEqual(allowed.jsGzip)
      expect(files, 'script files').toBeLessThanOrEqual(allowed.files)
    },
  )

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

  it('the record names only public pages that exist', () => {
    const routes = new Set(publicPages.map(({ route }) => route))
    expect(Object.keys(recorded).filter((route) => built && !routes.has(route))).toEqual([])
  })
})
