// `npm run bench`: prints the figures of DESIGN §6 for this build — route JavaScript sizes,
// Lighthouse mobile scores beside each page's longest task while it hydrates, catalogue reads/s and p99 on PGlite and PostgreSQL with and without
// the micro-cache, place-order p99, the cart and its quotes, search on 100,000 products, and
// server-rendered pages/s beside the API's p99 under that load; each figure next to its budget. Measures only.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { startShop } from '../e2e/support/server.ts'
import { foreignCodeInShop, measureRouteBundles, pageBudget } from './bundle-size.ts'
import { catalogueFigure, loadCatalogue } from './catalogue-load.ts'
import { runLighthouse } from './lighthouse.ts'
import { measureOfflineShell } from './offline-shell.ts'

// A build of its own in a temporary folder: a shop running from dist/ keeps its files. Under
// node_modules/.cache, so the server render (dist-ssr beside it) resolves its packages.
mkdirSync('node_modules/.cache', { recursive: true })
const distDir = process.env.APP_DIR ?? join(mkdtempSync(join('node_modules/.cache', 'shop-bench-')), 'dist')
process.on('exit', () => {
  if (!process.env.APP_DIR) rmSync(join(distDir, '..'), { recursive: true, force: true })
})
const postgresAdmin = 'postgres://postgres@127.0.0.1:5432/postgres'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const apiFigures: string[] = []
const orderFigures: string[] = []
// `npm run bench -- js orders`: only the sections named (js, taps, lighthouse, hydration, catalogue, orders, cart, search, render); all without.
// `lighthouse` prints the hydration's long tasks beside each page's scores; `hydration` alone measures only those.
const sections = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const wants = (section: 'js' | 'taps' | 'lighthouse' | 'hydration' | 'catalogue' | 'orders' | 'cart' | 'search' | 'render') =>
  sections.length === 0 || sections.includes(section)

// The search and cart sections need no client (the cart's shop runs in development mode without
// one): asked alone, they skip the build.
if (sections.length === 0 || sections.some((section) => section !== 'search' && section !== 'cart')) {
  console.log(`== Building into ${distDir} (client, server render, compressed copies)`)
  execFileSync(process.execPath, ['scripts/build/build.ts', distDir], { stdio: 'ignore' })
}

if (wants('js')) {
  console.log(
    `\n== JavaScript per route until idle (gzip; budget ${kb(pageBudget.jsGzip)} in at most ${pageBudget.files} files on public pages)`,
  )
  const bundles = measureRouteBundles(distDir)
  // An admin page has no budget (no mark).
  for (const { route, jsGzip, files } of bundles) {
    console.log(
      `${route.startsWith('/admin') ? '    ' : jsGzip > pageBudget.jsGzip || files > pageBudget.files ? 'over' : 'ok  '} ${route.padEnd(40)} ${kb(jsGzip).padStart(9)}  in ${files} files`,
    )
  }
  const foreign = foreignCodeInShop(distDir)
  console.log(
    foreign.length === 0
      ? 'ok   no shop script carries zod or back-office code'
      : foreign.map(({ file, carries }) => `over ${file} carries ${carries}`).join('\n'),
  )
}

if (wants('taps')) {
  const { measureTaps, tapBudgetMs, tapCases } = await import('./taps.ts')
  const tapShop = await startShop({ APP_DIR: distDir })
  try {
    const scooters = await (await fetch(`${tapShop.url}/api/v1/sco/getscogoodslists?page_size=1`)).json()
    console.log(
      `\n== A tap at first paint: first paint → its effect, 390 px phone, CPU 4×, slow 4G, 20 first visits each (budget p95 ≤ ${tapBudgetMs} ms)`,
    )
    for (const figure of await measureTaps(tapShop.url, tapCases(scooters.data.list[0].id))) {
      console.log(
        `${figure.p95Ms > tapBudgetMs ? 'over' : 'ok  '} ${figure.name.padEnd(44)} median ${Math.round(figure.medianMs)} ms  p95 ${Math.round(figure.p95Ms)} ms`,
      )
    }
  } finally {
    await tapShop.stop()
  }
}

// The order benchmark plays many shoppers from one machine, each with its own X-Forwarded-For.
const shop = wants('lighthouse') || wants('hydration') ? await startShop({ APP_DIR: distDir, TRUST_PROXY: 'loopback' }) : undefined
if (shop)
  try {
    const boots = await (await fetch(`${shop.url}/api/v1/boot/getscogoodslists?page_size=1`)).json()
    const pages = [
      '/',
      '/study',
      '/ELST/goods',
      '/ELST/product?productId=1',
      '/smart-power',
      `/ski-board/product?productId=${boots.data.list[0].id}`,
      '/VAPE/WAKA',
    ]
    const { longTaskBudgetMs, measureHydrationTasks } = await import('./hydration-tasks.ts')
    const hydration = await measureHydrationTasks(shop.url, pages)
    const tasksOf = (path: string) => {
      const figure = hydration.find((each) => each.path === path)
      return figure
        ? `longest task ${Math.round(figure.longestTaskMs)} ms (≤ ${longTaskBudgetMs})  blocking ${Math.round(figure.blockingMs)} ms`
        : ''
    }
    const tasksTitle = `hydration with the CPU 4×: median of ${hydration[0]?.loads} loads of its longest task and blocking time`
    if (wants('lighthouse')) {
      console.log(`\n== Lighthouse 13, mobile, one run each (targets: perf ≥ 98, a11y 100, bp 100, seo 100); ${tasksTitle}`)
      for (const scores of await runLighthouse(shop.url, pages)) {
        const { lcpMs, tbtMs, cls } = scores.metrics
        console.log(
          `${scores.path.padEnd(36)} perf ${String(scores.performance).padStart(3)}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}  LCP ${Math.round(lcpMs)} ms (≤ 2000)  TBT ${Math.round(tbtMs)} ms (≤ 100)  CLS ${cls.toFixed(3)} (≤ 0.02)  ${tasksOf(scores.path)}`,
        )
      }

      const offline = await measureOfflineShell(`${shop.url}/ELST/goods`)
      console.log(
        `\n== Repeat visit offline, from the service worker (target: shell painted < 1 s)\n/ELST/goods  first contentful paint ${offline.fcpMs} ms (median of 5, no throttling)`,
      )
    } else {
      console.log(`\n== The ${tasksTitle}`)
      for (const path of pages) console.log(`${path.padEnd(36)} ${tasksOf(path)}`)
    }
  } finally {
    await shop.stop()
  }

// The API figures, each on a shop of its own: with the micro-cache, then without it
// (CATALOGUE_CACHE_MS=0, every read reaches the database) for the catalogue and the orders.
if (wants('catalogue') || wants('orders')) {
  await measureApi('PGlite', {})
  const postgres = await postgresDatabase()
  if (postgres) await measureApi('PostgreSQL', { DATABASE_URL: postgres })
  if (!postgres) console.log('\nPostgreSQL not reachable on 127.0.0.1:5432: skipped')
  if (wants('catalogue')) {
    console.log('\n== Catalogue GET /getscogoodslists (20 products), 10 connections, 8 s (budgets in brackets)')
    for (const line of apiFigures) console.log(line)
  }
  if (wants('orders')) {
    console.log('\n== Place order, 50 concurrent shoppers, each a real order of a full cart (budgets in brackets)')
    for (const line of orderFigures) console.log(line)
  }
}

// Issue 47: quoting delivery must not slow the cart. The shop as configured (its caches on), each
// database on a shop of its own; compared with the shop before the delivery work, not a budget.
if (wants('cart')) {
  const { cartFigureLines, loadCart } = await import('./cart-load.ts')
  const lines: string[] = []
  const { databases, postgres } = await bothDatabases()
  const metricsToken = randomBytes(16).toString('hex')
  for (const [database, env] of databases) {
    const running = await startShop({ APP_DIR: distDir, TRUST_PROXY: 'loopback', METRICS_TOKEN: metricsToken, ...env })
    try {
      lines.push(...cartFigureLines(database, await loadCart(running.url, metricsToken)))
    } finally {
      await running.stop()
    }
  }
  if (!postgres) lines.push('PostgreSQL not reachable on 127.0.0.1:5432: skipped')
  console.log(
    '\n== Cart and quotes, 10 signed-in shoppers (3 lines, 4 items each), 10 connections, 8 s each after 2 s warm-up, caches as configured',
  )
  for (const line of lines) console.log(line)
}

if (wants('render')) {
  const { loadRenders, renderFigureLines } = await import('./render-load.ts')
  const lines: string[] = []
  const { databases, postgres } = await bothDatabases()
  // The production build in production mode; the page cache as configured, then off (every page rendered).
  for (const [database, env] of databases) {
    for (const pageCacheMs of ['1000', '0']) {
      const running = await startShop({ APP_DIR: distDir, PAGE_CACHE_MS: pageCacheMs, ...env }, { staging: true })
      try {
        const scooters = await (await fetch(`${running.url}/api/v1/sco/getscogoodslists?page_size=1`)).json()
        lines.push(
          ...renderFigureLines(`${database}, PAGE_CACHE_MS=${pageCacheMs}`, await loadRenders(running.url, scooters.data.list[0].id), {
            pageBudget: pageCacheMs !== '0',
          }),
        )
      } finally {
        await running.stop()
      }
    }
  }
  if (!postgres) lines.push('PostgreSQL not reachable on 127.0.0.1:5432: skipped')
  console.log(
    `\n== Server-rendered pages, 50 connections, 8 s each, warm; the API's p99 for 10 shoppers at the same time (budgets in brackets)`,
  )
  for (const line of lines) console.log(line)
}

if (wants('search')) {
  const { benchSearch } = await import('./search-bench.ts')
  await benchSearch(await postgresDatabase())
}

async function measureApi(database: 'PGlite' | 'PostgreSQL', env: Record<string, string>): Promise<void> {
  for (const cacheMs of wants('catalogue') ? [2000, 0] : [0]) {
    const running = await startShop({ APP_DIR: distDir, TRUST_PROXY: 'loopback', CATALOGUE_CACHE_MS: String(cacheMs), ...env })
    try {
      if (wants('catalogue')) apiFigures.push(catalogueFigure(database, cacheMs, await loadCatalogue(running.url)))
      if (cacheMs === 0 && wants('orders')) {
        const { benchPlaceOrder, placeOrderFigure } = await import('./place-order.ts')
        orderFigures.push(placeOrderFigure(database, await benchPlaceOrder({ url: running.url })))
      }
    } finally {
      await running.stop()
    }
  }
}

/** PGlite, then PostgreSQL in a fresh database when it answers: each database's name and the shop's environment for it. */
async function bothDatabases(): Promise<{ databases: [string, Record<string, string>][]; postgres: string | undefined }> {
  const postgres = await postgresDatabase()
  return {
    databases: [['PGlite', {}], ...(postgres ? [['PostgreSQL', { DATABASE_URL: postgres }] as [string, Record<string, string>]] : [])],
    postgres,
  }
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
