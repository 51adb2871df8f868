import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { foreignCodeInShop, measureRouteBundles, pageBudget, precacheOf } from '../perf/bundle-size.ts'

// "Only the page's own code" (issue 24), read from the client build `npm test` makes just before
// this suite (npm run build → dist/; APP_DIR names another). Sizes are deterministic: gzip -9 of
// the files each page loads until it is idle, from the build's manifest and preload lists.
const distDir = process.env.APP_DIR ?? 'dist'
const built = existsSync(join(distDir, '.vite/manifest.json'))
const publicPages = built ? measureRouteBundles(distDir).filter(({ route }) => !route.startsWith('/admin')) : []
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

  it.each(publicPages)(`$route loads at most ${kb(pageBudget.jsGzip)} of JavaScript in at most ${pageBudget.files} files until idle`, ({ jsGzip, files }) => {
    expect(jsGzip, `${kb(jsGzip)} of JavaScript`).toBeLessThanOrEqual(pageBudget.jsGzip)
    expect(files, 'script files').toBeLessThanOrEqual(pageBudget.files)
  })
})
