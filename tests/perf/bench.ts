// `npm run bench`: prints the figures of DESIGN §6 for this build — route JavaScript sizes,
// Lighthouse mobile scores, catalogue reads/s and p99 on PGlite and PostgreSQL, and place-order
// p99 when its benchmark is present. Measures only; asserts nothing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { startShop } from '../e2e/support/server.ts'
import { measureRouteBundles } from './bundle-size.ts'
import { loadCatalogue } from './catalogue-load.ts'
import { runLighthouse } from './lighthouse.ts'
import { measureOfflineShell } from './offline-shell.ts'

const distDir = process.env.APP_DIR ?? 'dist'
const postgresAdmin = 'postgres://postgres@127.0.0.1:5432/postgres'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const orderFigures: (string | undefined)[] = []

console.log('== Building with a manifest')
execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--manifest'], { stdio: 'ignore' })
execFileSync(process.execPath, ['scripts/build/compress-dist.ts', distDir], { stdio: 'ignore' })

console.log('\n== Initial JavaScript per route (gzip; budget 100 KB)')
for (const { route, jsGzip } of measureRouteBundles(distDir)) console.log(`${route.padEnd(44)} ${kb(jsGzip).padStart(9)}`)

// The order benchmark plays many shoppers from one machine, each with its own X-Forwarded-For.
const shop = await startShop({ APP_DIR: distDir, TRUST_PROXY: 'true' })
try {
  const boots = await (await fetch(`${shop.url}/api/v1/boot/getscogoodslists?page_size=1`)).json()
  const pages = ['/', '/study', '/ELST/goods', '/ELST/product?productId=1', '/smart-power', `/ski-board/product?productId=${boots.data.list[0].id}`, '/VAPE/WAKA']
  console.log('\n== Lighthouse 13, mobile (targets: perf ≥ 95, a11y 100, bp 100, seo ≥ 95)')
  for (const scores of await runLighthouse(shop.url, pages)) {
    console.log(`${scores.path.padEnd(36)} perf ${String(scores.performance).padStart(3)}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}`)
  }

  const offline = await measureOfflineShell(`${shop.url}/ELST/goods`)
  console.log(`\n== Repeat visit offline, from the service worker (target: shell painted < 1 s)\n/ELST/goods  first contentful paint ${offline.fcpMs} ms (median of 5, no throttling)`)

  console.log('\n== Catalogue GET /getscogoodslists (20 products), 10 connections, 8 s (target ≥ 5,000 req/s, p99 < 20 ms)')
  const onPglite = await loadCatalogue(shop.url)
  console.log(`PGlite       ${String(onPglite.requestsPerSecond).padStart(6)} req/s   p99 ${onPglite.p99Ms} ms   errors ${onPglite.errors}`)
  orderFigures.push(await benchOrders(shop.url, 'PGlite'))
} finally {
  await shop.stop()
}

const postgres = await postgresDatabase()
if (postgres) {
  const onPostgres = await startShop({ APP_DIR: distDir, DATABASE_URL: postgres, TRUST_PROXY: 'true' })
  try {
    const result = await loadCatalogue(onPostgres.url)
    console.log(`PostgreSQL   ${String(result.requestsPerSecond).padStart(6)} req/s   p99 ${result.p99Ms} ms   errors ${result.errors}`)
    orderFigures.push(await benchOrders(onPostgres.url, 'PostgreSQL'))
  } finally {
    await onPostgres.stop()
  }
} else {
  console.log('PostgreSQL   not reachable on 127.0.0.1:5432: skipped')
}
if (orderFigures.some(Boolean)) {
  console.log('\n== Place order, 50 concurrent shoppers (target p99 < 100 ms)')
  for (const line of orderFigures) if (line) console.log(line)
}

/** A fresh database for the benchmark, so it never touches a developer's data. */
async function postgresDatabase(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: postgresAdmin, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
    await admin.query('drop database if exists shop_bench')
    await admin.query('create database shop_bench')
    return 'postgres://postgres@127.0.0.1:5432/shop_bench'
  } catch {
    return undefined
  } finally {
    await admin.end().catch(() => {})
  }
}

async function benchOrders(url: string, label: string): Promise<string | undefined> {
  if (!existsSync('tests/perf/place-order.ts')) return undefined
  const { benchPlaceOrder } = await import('./place-order.ts')
  const { p99, rps } = await benchPlaceOrder({ url })
  return `${label.padEnd(12)} ${String(Math.round(rps)).padStart(6)} orders/s   p99 ${p99} ms`
}
