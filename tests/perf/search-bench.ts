import { mkdtempSync, rmSync } from 'node:fs'
import { sql } from 'kysely'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from '../../server/db/database.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import { startShop } from '../e2e/support/server.ts'
import { loadSearchCatalogue } from './search-catalogue.ts'

// `npm run bench -- search`: a catalogue of 100,000 generated products on each database, then the
// real server answers, one request at a time over loopback, with no micro-cache: suggestions as
// one types, result pages with filters and sorts, and page 500 of a line's listing.

const products = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 100_000)

const suggestionQueries = [
  'sc',
  'sco',
  'scoo',
  'scooter',
  'bat',
  'batt',
  'porta',
  'boot',
  'bootsk',
  'hua',
  'huaban',
  'hbc',
  '滑板',
  '滑板车',
  '储能',
  '电池',
  '盲盒',
  'waka',
  'min',
  'scoter',
  'batery',
  'glide',
  'home',
  'ur',
]
const resultQueries = [
  'q=scooter',
  'q=scooter&line=sco&category=commuter',
  'q=battery&min_price=10000&max_price=100000',
  'q=滑板车&in_stock=1',
  'q=storage&sort=price_asc',
  'q=bootski&line=boot&sort=newest',
  'q=scoter&in_stock=1',
  'q=huabanche&sort=price_desc',
  'q=储能电池&page=3',
  'q=mint disposable&line=cig',
  'q=suspension&page=2',
  'q=polyurethane&in_stock=1&sort=price_asc',
  'q=hbc',
  'q=portable power station',
  'q=盲盒&sort=newest',
]
const listingPages = [
  '/api/v1/sco/getscogoodslists?page=500&page_size=20',
  '/api/v1/ene/getscogoodslists?page=500&page_size=20',
  '/api/v1/boot/getscogoodslists?page=500&page_size=20',
]

interface Figures {
  p50: number
  p99: number
}

async function time(urls: string[], rounds: number): Promise<Figures> {
  const samples: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const started = performance.now()
      const response = await fetch(url)
      const body = (await response.json()) as { code: number }
      samples.push(performance.now() - started)
      if (body.code !== 200) throw new Error(`${url} answered ${body.code}`)
    }
  }
  samples.sort((a, b) => a - b)
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]
  return { p50: at(0.5), p99: at(0.99) }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function measure(database: 'PGlite' | 'PostgreSQL', env: Record<string, string>): Promise<string[]> {
  const shop = await startShop({ APP_DIR: './no-app-for-the-search-bench', CATALOGUE_CACHE_MS: '0', LOG_LEVEL: 'warn', ...env })
  try {
    const suggestions = suggestionQueries.map((q) => `${shop.url}/api/v1/search/suggestions?q=${encodeURIComponent(q)}`)
    const results = resultQueries.map(
      (query) => `${shop.url}/api/v1/search/results?${query.replace(/q=([^&]+)/, (_, q: string) => `q=${encodeURIComponent(q)}`)}`,
    )
    const listings = listingPages.map((path) => `${shop.url}${path}`)
    // Warm-up: plans prepared, pages in the database's cache, the word dictionary loaded.
    await time([...suggestions, ...results, ...listings], 2)
    const figures = {
      suggestions: await time(suggestions, 12),
      results: await time(results, 16),
      listing: await time(listings, 80),
    }
    const line = (name: string, { p50, p99 }: Figures, budget: number) =>
      `${database.padEnd(10)} ${name.padEnd(34)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}  (budget p99 < ${budget} ms on PostgreSQL${database === 'PostgreSQL' ? (p99 < budget ? ': met' : ': MISSED') : ''})`
    return [
      line('suggestions', figures.suggestions, 15),
      line('results with filters and sorts', figures.results, 30),
      line('listing page 500 (20 per page)', figures.listing, 20),
    ]
  } finally {
    await shop.stop()
  }
}

/** Loads the generated catalogue into a database the shop will then open. */
async function load(database: string, options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const db = createDatabase({ ...options, databaseUrl: options.databaseUrl })
  try {
    await prepareDatabase(db, { seed: 'auto' })
    const started = Date.now()
    await loadSearchCatalogue(db, products, (line) => console.log(`${database}${line}`))
    // What autovacuum would do soon after such a load: statistics and the visibility map.
    await sql`vacuum analyze`.execute(db)
    console.log(`${database}: ${products} products loaded and indexed in ${Math.round((Date.now() - started) / 1000)} s`)
  } finally {
    await db.destroy()
  }
}

export async function benchSearch(postgresUrl: string | undefined): Promise<void> {
  console.log(`\n== Search on ${products.toLocaleString('en')} generated products (one request at a time, no micro-cache)`)
  const figures: string[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-search-bench-'))
  try {
    await load('PGlite', { dataDir })
    figures.push(...(await measure('PGlite', { DATA_DIR: dataDir })))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (postgresUrl) {
    await load('PostgreSQL', { databaseUrl: postgresUrl, dataDir: 'memory://' })
    figures.push(...(await measure('PostgreSQL', { DATABASE_URL: postgresUrl })))
  } else {
    console.log('PostgreSQL not reachable on 127.0.0.1:5432: skipped')
  }
  for (const line of figures) console.log(line)
}
