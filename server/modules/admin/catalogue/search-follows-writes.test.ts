import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../env.ts'
import { commands } from '../../../cli/commands/index.ts'
import { recordStatements } from '../../../test/statements.ts'
import type { TestShop } from '../../../test/test-app.ts'
import { refreshSearchIndex } from '../../search/index.ts'
import { adminShop, importCatalogue, type SignedInOperator } from '../test-kit.ts'
import { importBatchRows } from './catalogue-csv.ts'

// Issue 52: an imported catalogue was invisible to search (5,000 imported, 0 found) and a renamed
// product was found by its old name even after restarts. Each door that writes the catalogue is
// used as an operator would, and the shop's search is asked after each change.
let shop: TestShop
let staff: SignedInOperator
beforeAll(async () => {
  // Workers on: the back office's import is written by its job. Their polling shares PGlite's one
  // connection, but the statements counted below are the import's transactions and goods inserts only.
  ;({ shop, staff } = await adminShop())
})
afterAll(() => shop.close())

const header =
  'slug,line,category,name_en,name_zh,summary_en,summary_zh,description_en,description_zh,price,compare_at_price,stock,published'
const csv = (...rows: string[]) => [header, ...rows].join('\n') + '\n'
const row = (slug: string, name: string, published = 'yes') => `${slug},sco,commuter,${name},${name},,,,,99.50,,5,${published}`

/** Applies a file as the back office does, and waits for its job to have written it. */
const importFile = async (file: string) => (await importCatalogue(shop, staff.headers, file)).progress
const cli = (positionals: string[], values: Record<string, boolean> = {}) =>
  commands.catalogue.run({ db: shop.app.db, config: loadConfig({ NODE_ENV: 'test' }), values, positionals, now: () => shop.clock.now })

/** A shopper of their own for each search: one client may search only so often (search's limit). */
let searches = 0
const searcher = () => `10.52.${++searches >> 8}.${searches & 255}`

/** The slugs the shop's search finds for a word. */
async function found(word: string): Promise<string[]> {
  const url = `/api/v1/search/results?q=${encodeURIComponent(word)}&page_size=48`
  const answer = (await shop.app.inject({ url, remoteAddress: searcher() })).json()
  expect(answer.code).toBe(200)
  return (answer.data.list as { slug: string }[]).map((hit) => hit.slug)
}
const product = (slug: string) => shop.app.db.selectFrom('goods').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()

describe('search follows the back office', () => {
  it('finds an imported product, a rename by its new name only (import and editor), and no longer one unpublished', async () => {
    expect(await importFile(csv(row('quokka-ride', 'Quokkaride Nimbus')))).toMatchObject({ state: 'done', created: 1 })
    expect(await found('quokkaride')).toEqual(['quokka-ride'])
    expect(await found('nimbus')).toEqual(['quokka-ride'])

    expect((await importCatalogue(shop, staff.headers, csv(row('quokka-ride', 'Quokkaride Tempest')))).queued.data.changes).toMatchObject([
      { fields: ['name_en', 'name_zh'] },
    ])
    expect(await found('tempest')).toEqual(['quokka-ride'])
    expect(await found('nimbus')).toEqual([])

    const imported = await product('quokka-ride')
    const { id, version, ...fields } = imported
    const edit = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}`,
      headers: staff.headers,
      payload: {
        version,
        fields: {
          line: fields.line,
          category_id: fields.category_id,
          slug: fields.slug,
          name_en: 'Quokkaride Aurora',
          name_zh: fields.name_zh,
          summary_en: fields.summary_en,
          summary_zh: fields.summary_zh,
          description_en: fields.description_en,
          description_zh: fields.description_zh,
          price_cents: fields.price_cents,
          compare_at_cents: fields.compare_at_cents,
        },
      },
    })
    expect(edit.json().code).toBe(200)
    expect(await found('aurora')).toEqual(['quokka-ride'])

    const unpublished = await shop.app.inject({ method: 'POST', url: `/api/admin/products/${id}/unpublish`, headers: staff.headers })
    expect(unpublished.json().code).toBe(200)
    expect(await found('quokkaride')).toEqual([])
    // The import's own way to take a product off sale.
    await importFile(csv(row('quokka-ride', 'Quokkaride Tempest', 'yes')))
    expect(await found('quokkaride')).toEqual(['quokka-ride'])
    await importFile(csv(row('quokka-ride', 'Quokkaride Tempest', 'no')))
    expect(await found('quokkaride')).toEqual([])
  })
})

describe('search follows the command line', () => {
  it('finds a product `catalogue import --apply` created, renamed and took off sale, as the file says', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-search-'))
    const run = async (...rows: string[]) => {
      await writeFile(join(dir, 'file.csv'), csv(...rows))
      return cli(['import', join(dir, 'file.csv')], { apply: true })
    }
    try {
      expect(await run(row('wombat-glide', 'Wombatglide Comet'))).toMatch(/^Imported: 1 created/)
      expect(await found('wombatglide')).toEqual(['wombat-glide'])
      expect(await found('comet')).toEqual(['wombat-glide'])
      expect(await run(row('wombat-glide', 'Wombatglide Meteor'))).toMatch(/^Imported: 0 created, 1 updated/)
      expect(await found('meteor')).toEqual(['wombat-glide'])
      expect(await found('comet')).toEqual([])
      await run(row('wombat-glide', 'Wombatglide Meteor', 'no'))
      expect(await found('wombatglide')).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('search after a restart', () => {
  it('is caught up at start on what a write that bypassed the indexer changed (a migration, a statement by hand)', async () => {
    expect(await found('kiddo')).toContain('kiddo-zip-6')
    await sql`update goods set name_en = 'Pangolin Rover', name_zh = '穿山甲', summary_en = '', summary_zh = '', description_en = '',
      description_zh = '' where slug = 'kiddo-zip-6'`.execute(shop.app.db)
    await sql`update categories set name_en = 'Capybara Cruisers' where line = 'sco' and slug = 'kids'`.execute(shop.app.db)
    // What the server runs at every start, after the migrations (db/prepare.ts).
    await refreshSearchIndex(shop.app.db)
    expect(await found('pangolin')).toEqual(['kiddo-zip-6'])
    expect(await found('kiddo')).not.toContain('kiddo-zip-6')
    expect(await found('capybara')).toContain('kiddo-zip-6')
  })
})

describe('a 5,000-row import', () => {
  it('is applied by its job in short transactions while the shop goes on answering, counts its progress, and is found by search', async () => {
    const rows = Array.from({ length: 5000 }, (_, n) => row(`numbat-${n}`, `Numbat Trail${n}`))
    const recorder = recordStatements(shop.app.db)
    const queued = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?apply=1',
      payload: csv(...rows),
      headers: { ...staff.headers, 'content-type': 'text/csv' },
    })
    // Accepted, not written: the request answers before the job has written a product.
    expect(queued.statusCode).toBe(202)
    expect(queued.json().data).toMatchObject({ applied: false, problems: [] })
    expect(queued.json().data.changes).toHaveLength(5000)
    expect(recorder.statements.filter((statement) => /^insert into "goods"/i.test(statement))).toEqual([])

    // The back office asks how far it has got, and a shopper searches, while the job writes it.
    const seen: { state: string; done: number; total: number }[] = []
    for (;;) {
      const progress = (await shop.app.inject({ url: '/api/admin/products/import', headers: staff.headers })).json()
      expect(progress.code).toBe(200)
      const search = (await shop.app.inject({ url: '/api/v1/search/results?q=scooter', remoteAddress: searcher() })).json()
      expect(search.code).toBe(200)
      seen.push(progress.data)
      if (progress.data.state === 'done' || progress.data.state === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    recorder.stop()
    expect(seen.at(-1)).toMatchObject({ id: queued.json().data.import_id, state: 'done', done: 5000, total: 5000, created: 5000 })

    // Counts rise batch by batch, seen midway, never backwards.
    const midway = seen.filter((progress) => progress.state === 'applying' && progress.done > 0 && progress.done < 5000)
    expect(midway.length).toBeGreaterThan(0)
    expect(midway.every((progress) => progress.total === 5000 && progress.done % importBatchRows === 0)).toBe(true)
    expect(seen.every((progress, n) => n === 0 || progress.done >= seen[n - 1].done)).toBe(true)

    // No transaction writes more than a batch of products.
    const insertsPerTransaction: number[] = []
    for (const statement of recorder.statements) {
      if (/^begin\b/i.test(statement)) insertsPerTransaction.push(0)
      else if (/^insert into "goods"/i.test(statement)) insertsPerTransaction[insertsPerTransaction.length - 1]++
    }
    expect(Math.max(...insertsPerTransaction)).toBeLessThanOrEqual(importBatchRows)
    expect(insertsPerTransaction.reduce((sum, count) => sum + count, 0)).toBe(5000)

    expect(await found('trail4999')).toContain('numbat-4999')
    expect(await found('trail2500')).toContain('numbat-2500')
    const { total } = (await shop.app.inject({ url: '/api/v1/search/results?q=numbat', remoteAddress: searcher() })).json().data
    expect(total).toBeGreaterThanOrEqual(1000)
  }, 180_000)
})
