import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../env.ts'
import { commands } from '../../../cli/commands/index.ts'
import type { TestShop } from '../../../test/test-app.ts'
import { adminShop, importCatalogue, lastAudit, type SignedInOperator } from '../test-kit.ts'
import { catalogueImportJob, importBatchRows } from './catalogue-csv.ts'

let shop: TestShop
let staff: SignedInOperator
let support: SignedInOperator
beforeAll(async () => {
  ;({ shop, staff, support } = await adminShop())
})
afterAll(() => shop.close())

// Files written before products had parcels still import (parcels untouched); the export has the parcel's columns too.
const headerWithoutParcel =
  'slug,line,category,name_en,name_zh,summary_en,summary_zh,description_en,description_zh,price,compare_at_price,stock,published'
const headerWithoutCustoms = `${headerWithoutParcel},weight_g,length_cm,width_cm,height_cm,dg_class,dg_wh`
const header = `${headerWithoutCustoms},hs_code,origin_country`
const csv = (...rows: string[]) => [headerWithoutParcel, ...rows].join('\n') + '\n'

async function send(file: string, { apply = false, locale = 'en', as = staff } = {}) {
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?apply=${apply ? 1 : 0}`,
    payload: file,
    headers: { ...as.headers, 'content-type': 'text/csv', 'accept-language': locale },
  })
  return answer.json()
}
const goodsCount = async () =>
  Number(
    (
      await shop.app.db
        .selectFrom('goods')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const importCount = async () =>
  Number(
    (
      await shop.app.db
        .selectFrom('catalogue_imports')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const product = (slug: string) => shop.app.db.selectFrom('goods').selectAll().where('slug', '=', slug).executeTakeFirst()

describe('the catalogue as CSV', () => {
  it('exports every product in the import columns, and the file imports again with nothing to change', async () => {
    const exported = await shop.app.inject({ url: '/api/admin/products.csv', headers: staff.headers })
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(exported.body.split('\r\n')[0]).toBe(header)
    expect(exported.body.split('\r\n').length - 2).toBe(await goodsCount())
    expect(await lastAudit(shop)).toMatchObject({ action: 'catalogue.export', operator_id: staff.id })
    const again = await send(exported.body)
    expect(again.data).toMatchObject({ applied: false, changes: [], problems: [], unchanged: await goodsCount() })
  })

  it('lists in a dry run what would be created and updated, changing nothing; the address comes from the English name', async () => {
    const before = await goodsCount()
    const seeded = await product('urban-glide-s1')
    const file = csv(
      ',sco,commuter,Harbour Glide CSV,港湾滑行,A light commuter.,轻便通勤。,"Folds in two seconds,\nand carries itself.",两秒折叠。,459.90,,12,yes',
      `urban-glide-s1,sco,commuter,${seeded!.name_en},${seeded!.name_zh},"${seeded!.summary_en.replace(/"/g, '""')}","${seeded!.summary_zh.replace(/"/g, '""')}","${seeded!.description_en.replace(/"/g, '""')}","${seeded!.description_zh.replace(/"/g, '""')}",1.5,,${seeded!.stock + 3},yes`,
    )
    const dry = await send(file)
    expect(dry.code).toBe(200)
    expect(dry.data).toMatchObject({
      applied: false,
      rows: 2,
      problems: [],
      changes: [
        { line: 2, slug: 'harbour-glide-csv', action: 'create' },
        { line: 4, slug: 'urban-glide-s1', action: 'update', fields: ['price', 'stock'] },
      ],
    })
    expect(await goodsCount()).toBe(before)
    expect((await product('urban-glide-s1'))!.price_cents).toBe(seeded!.price_cents)

    // The apply answers at once; a job writes the file and counts what it did.
    const { queued, progress } = await importCatalogue(shop, staff.headers, file)
    expect(queued).toMatchObject({ status: 202, code: 200, data: { applied: false, import_id: expect.any(Number), problems: [] } })
    expect(progress).toMatchObject({ id: queued.data.import_id, state: 'done', done: 2, total: 2, created: 1, updated: 1, message: null })
    expect(await product('harbour-glide-csv')).toMatchObject({
      name_zh: '港湾滑行',
      price_cents: 45_990,
      stock: 12,
      active: true,
      description_en: 'Folds in two seconds,\nand carries itself.',
    })
    expect(await product('urban-glide-s1')).toMatchObject({ price_cents: 150, stock: seeded!.stock + 3, version: seeded!.version + 1 })
    const history = await shop.app.db
      .selectFrom('stock_changes')
      .selectAll()
      .where('goods_id', '=', seeded!.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(history).toMatchObject({ before: seeded!.stock, after: seeded!.stock + 3, reason: 'CSV import', operator_id: staff.id })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'product.import',
      subject: `goods:${seeded!.id}`,
      before: { price_cents: seeded!.price_cents },
      after: { price_cents: 150 },
    })
    // Stock alone keeps the version: an operator's open form stays valid.
    await importCatalogue(shop, staff.headers, file.replace(`,${seeded!.stock + 3},yes`, `,${seeded!.stock + 4},yes`))
    expect(await product('urban-glide-s1')).toMatchObject({ stock: seeded!.stock + 4, version: seeded!.version + 1 })
  })

  it('names every bad row by line and column, and an apply then changes nothing at all', async () => {
    const before = await goodsCount()
    const imports = await importCount()
    const stock = (await product('harbour-glide-csv'))!.stock
    const file = csv(
      'harbour-glide-csv,sco,commuter,Harbour Glide CSV,港湾滑行,,,,,459.90,,99,yes',
      'nowhere-csv,sco,no-such-category,Nowhere,无处,,,,,10,,1,yes',
      'negative-csv,sco,commuter,Negative,负数,,,,,-5,,1,no',
      'nul-csv,sco,commuter,Bad\u0000Name,坏,,,,,10,,1,no',
      'fine-csv,sco,commuter,Fine,好,,,,,10,,1,no',
      'fine-csv,sco,commuter,Fine again,又好,,,,,10,,1,no',
      'sloppy-csv,boot,commuter,Sloppy,马虎,,,,,10,,-1,maybe',
    )
    const expected = [
      { line: 3, field: 'category', message: 'No category with this address name in the product line.' },
      { line: 4, field: 'price', message: 'Write the price in US dollars, at least 0.01, with at most two decimals (e.g. 499.90).' },
      {
        line: 5,
        field: 'name_en',
        message: 'The name_en contains characters that are not allowed (control characters or broken text). Please retype it.',
      },
      { line: 7, field: 'slug', message: 'This web address is already used by the row on line 6.' },
      { line: 8, field: 'category' },
      { line: 8, field: 'stock' },
      { line: 8, field: 'published' },
    ]
    const dry = await send(file)
    expect(dry.data.problems).toMatchObject(expected)
    const refused = await send(file, { apply: true })
    expect(refused).toMatchObject({
      code: 422,
      msg: 'Nothing was imported: the file has 7 problems. Fix the rows listed and import it again.',
    })
    expect(refused.data.problems).toMatchObject(expected)
    expect(await goodsCount()).toBe(before)
    expect((await product('harbour-glide-csv'))!.stock).toBe(stock)
    expect(await product('fine-csv')).toBeUndefined()
    // No import was started: nothing queued, nothing for a job to write.
    expect(await importCount()).toBe(imports)

    const chinese = await send(file, { locale: 'zh-CN' })
    expect(chinese.data.problems[0].message).toBe('该产品线中没有这个地址名的分类。')
  })

  it('refuses a file that is not the catalogue’s CSV, and roles without the catalogue', async () => {
    expect((await send('name,price\nx,1\n')).data.problems).toMatchObject([
      { line: 1, field: '', message: expect.stringContaining('slug,line,category') },
    ])
    expect((await send(csv('"unterminated,sco'))).data.problems).toMatchObject([
      { field: '', message: expect.stringContaining('not valid CSV') },
    ])
    const asJson = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: { rows: [] },
      headers: staff.headers,
    })
    expect(asJson.json()).toMatchObject({ code: 422, msg: 'Send the catalogue as a CSV file (text/csv), at most 5 MB.' })
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: 'x'.repeat(5 * 1024 * 1024 + 1),
      headers: { ...staff.headers, 'content-type': 'text/csv' },
    })
    expect(huge.json()).toMatchObject({ code: 422, msg: 'Send the catalogue as a CSV file (text/csv), at most 5 MB.' })
    expect((await send(csv('a,sco,commuter,A,甲,,,,,1,,1,yes'), { as: support })).code).toBe(403)
    expect((await shop.app.inject({ url: '/api/admin/products.csv', headers: support.headers })).json().code).toBe(403)
  })
})

describe('an import applied by its job', () => {
  it('refuses a second apply while one is under way, in the operator’s language; one that has not moved for minutes no longer holds the way', async () => {
    // An import queued whose job has not started (none here: the row alone, as a stopped worker leaves it).
    const now = shop.clock.now
    await shop.app.db
      .insertInto('catalogue_imports')
      .values({ operator_id: staff.id, state: 'queued', total: 300, rows: '[]', started_at: now, touched_at: now })
      .execute()
    const file = csv(',sco,commuter,Queue Glide,排队滑板车,,,,,12.50,,3,yes')
    expect((await importCatalogue(shop, staff.headers, file)).queued).toMatchObject({
      code: 409,
      msg: 'Another import is under way (0 of 300 rows written). Wait until it has finished, then import this file.',
    })
    expect((await importCatalogue(shop, staff.headers, file, 'zh-CN')).queued.msg).toBe(
      '另一个导入正在进行（已写入 300 行中的 0 行）。请等它完成后再导入这个文件。',
    )
    expect(await product('queue-glide')).toBeUndefined()

    shop.clock.advance(6 * 60_000)
    const { progress } = await importCatalogue(shop, staff.headers, file)
    expect(progress).toMatchObject({ state: 'done', created: 1 })
    expect(await product('queue-glide')).toMatchObject({ stock: 3 })
    const ended = await shop.app.db.selectFrom('catalogue_imports').selectAll().where('total', '=', 300).executeTakeFirstOrThrow()
    expect(ended).toMatchObject({ state: 'failed', rows: null })
  })

  it('says on the screen, in the operator’s language, that an import stopped halfway; the batches before stay written', async () => {
    const row = (n: number, category: number) => ({
      line: n + 2,
      slug: `halfway-${n}`,
      fields: {
        line: 'sco',
        category_id: category,
        slug: `halfway-${n}`,
        name_en: `Halfway ${n}`,
        name_zh: `半途 ${n}`,
        summary_en: '',
        summary_zh: '',
        description_en: '',
        description_zh: '',
        price_cents: 1000,
        compare_at_cents: null,
      },
      stock: 1,
      active: true,
    })
    const category = (await shop.app.db.selectFrom('categories').select('id').where('line', '=', 'sco').executeTakeFirstOrThrow()).id
    // The file was checked when queued; the category is gone by the time the second batch is written.
    const rows = Array.from({ length: importBatchRows + 10 }, (_, n) => row(n, n < importBatchRows ? category : 999_999))
    const now = shop.clock.now
    const { id } = await shop.app.db
      .insertInto('catalogue_imports')
      .values({ operator_id: staff.id, total: rows.length, rows: JSON.stringify(rows), started_at: now, touched_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await shop.app.jobs.send(shop.app.db, catalogueImportJob, { importId: id })
    let progress: any
    for (let tries = 0; tries < 2400 && progress?.state !== 'failed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      progress = (await shop.app.inject({ url: '/api/admin/products/import', headers: staff.headers })).json().data
    }
    expect(progress).toMatchObject({
      id,
      state: 'failed',
      done: importBatchRows,
      total: importBatchRows + 10,
      created: importBatchRows,
      message: `The import stopped after ${importBatchRows} of ${importBatchRows + 10} rows. The rows written are in the shop; import the same file again to finish it.`,
    })
    const chinese = (
      await shop.app.inject({ url: '/api/admin/products/import', headers: { ...staff.headers, 'accept-language': 'zh-CN' } })
    ).json()
    expect(chinese.data.message).toBe(
      `导入在写入 ${importBatchRows + 10} 行中的 ${importBatchRows} 行后停止。已写入的行已在商店中；再次导入同一个文件即可完成。`,
    )
    expect(await product(`halfway-${importBatchRows - 1}`)).toMatchObject({ name_en: `Halfway ${importBatchRows - 1}` })
    expect(await product(`halfway-${importBatchRows}`)).toBeUndefined()
  })
})

describe('npm run shop -- catalogue', () => {
  const shopCommand = (positionals: string[], values: Record<string, boolean> = {}) =>
    commands.catalogue.run({ db: shop.app.db, config: loadConfig({ NODE_ENV: 'test' }), values, positionals, now: () => shop.clock.now })

  it('exports to a file, checks a file in a dry run, and applies it, with stock history naming no operator', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-cli-'))
    try {
      expect(await shopCommand(['export', join(dir, 'all.csv')])).toBe(
        `Exported ${await goodsCount()} products to ${join(dir, 'all.csv')}.`,
      )
      expect((await readFile(join(dir, 'all.csv'), 'utf8')).startsWith(`${header}\r\n`)).toBe(true)
      await writeFile(join(dir, 'new.csv'), csv(',sco,commuter,Command Glide,命令行滑板车,,,,,12.50,,3,yes'))
      expect(await shopCommand(['import', join(dir, 'new.csv')])).toMatch(
        /^Dry run \(nothing written\): 1 to create, 0 to update, 0 unchanged, 0 problems\.\n  line 2  create  command-glide/,
      )
      expect(await product('command-glide')).toBeUndefined()
      expect(await shopCommand(['import', join(dir, 'new.csv')], { apply: true })).toMatch(/^Imported: 1 created, 0 updated, 0 unchanged\./)
      const created = (await product('command-glide'))!
      expect(
        await shop.app.db
          .selectFrom('stock_changes')
          .select(['before', 'after', 'operator_id', 'reason'])
          .where('goods_id', '=', created.id)
          .execute(),
      ).toEqual([{ before: 0, after: 3, operator_id: null, reason: 'CSV import' }])

      await writeFile(join(dir, 'bad.csv'), csv(',sco,commuter,Command Glide Two,命令行二,,,,,-1,,3,yes'))
      await expect(shopCommand(['import', join(dir, 'bad.csv')], { apply: true })).rejects.toThrow(
        /^Nothing was imported: the file has 1 problem\.[\s\S]*line 2  price: Write the price in US dollars/,
      )
      expect(await product('command-glide-two')).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('the parcel columns of the catalogue CSV', () => {
  it('exports each product’s parcel and imports a change to it; a weight of 0 or a negative size is refused, changing nothing', async () => {
    const exported = (await shop.app.inject({ url: '/api/admin/products.csv', headers: staff.headers })).body
    const cells = (...values: string[]) => values.map((value) => `"${value}"`).join(',')
    const seeded = cells('4300', '35', '25', '25', 'lithium_battery', '288')
    const customs = cells('850760', 'CN')
    const exportedRow = exported.split('\r\n').find((line) => line.startsWith('"trekcell-300",'))
    expect(exportedRow?.endsWith(`,${seeded},${customs}`)).toBe(true)
    // A file from before the customs columns: the product's HS code and origin stay as they are.
    const row = exportedRow!.slice(0, -customs.length - 1)
    const file = (...parcel: string[]) => `${headerWithoutCustoms}\r\n${row.slice(0, -seeded.length)}${cells(...parcel)}\r\n`
    const dry = await send(file('4100', '35', '25', '24', 'lithium_battery', '288'))
    expect(dry.data.changes).toEqual([{ line: 2, slug: 'trekcell-300', action: 'update', fields: ['weight_g', 'height_cm'] }])
    const refusals: [string[], string, string][] = [
      [['0', '35', '25', '25', 'lithium_battery', '288'], 'weight_g', 'The weight is a whole number of grams above 0.'],
      [['4300', '-35', '25', '25', 'lithium_battery', '288'], 'length_cm', 'Each side is a whole number of centimetres from 1 to 1000.'],
      [
        ['4300', '35', '25', '25', 'lithium_battery', ''],
        'dg_wh',
        'A lithium battery needs its watt-hours (a whole number above 0); other goods have none.',
      ],
    ]
    for (const [parcel, field, message] of refusals) {
      const refused = await send(file(...parcel), { apply: true })
      expect(refused.code).toBe(422)
      expect(refused.data.problems).toEqual([{ line: 2, field, message }])
    }
    expect(await product('trekcell-300')).toMatchObject({ weight_g: 4300, length_cm: 35 })
    expect((await importCatalogue(shop, staff.headers, file('4100', '35', '25', '24', 'lithium_battery', '288'))).progress).toMatchObject({
      state: 'done',
      updated: 1,
    })
    expect(await product('trekcell-300')).toMatchObject({ weight_g: 4100, height_cm: 24, dg_wh: 288 })
  })
})

describe('the customs columns of the catalogue CSV', () => {
  it('exports each product’s HS code and origin and imports a change; a bad heading or origin is refused with the field’s message', async () => {
    const exported = (await shop.app.inject({ url: '/api/admin/products.csv', headers: staff.headers })).body
    const cells = (...values: string[]) => values.map((value) => `"${value}"`).join(',')
    const seeded = cells('850760', 'CN')
    const row = exported.split('\r\n').find((line) => line.startsWith('"trekcell-300",'))!
    const file = (...customs: string[]) => `${header}\r\n${row.slice(0, -seeded.length)}${cells(...customs)}\r\n`
    const dry = await send(file('850760', 'de'))
    expect(dry.data.changes).toEqual([{ line: 2, slug: 'trekcell-300', action: 'update', fields: ['origin_country'] }])
    const refusals: [string[], string, string][] = [
      [['8507', 'CN'], 'hs_code', 'The HS code is the six digits of the product’s customs heading, e.g. 871160.'],
      [['85076a', 'CN'], 'hs_code', 'The HS code is the six digits of the product’s customs heading, e.g. 871160.'],
      [['850760', 'XX'], 'origin_country', 'Choose the country of origin from the ISO 3166-1 list (two letters, e.g. CN).'],
    ]
    for (const [customs, field, message] of refusals) {
      const refused = await send(file(...customs), { apply: true })
      expect(refused.code).toBe(422)
      expect(refused.data.problems).toEqual([{ line: 2, field, message }])
    }
    expect(await product('trekcell-300')).toMatchObject({ hs_code: '850760', origin_country: 'CN' })
    expect((await importCatalogue(shop, staff.headers, file('850760', 'de'))).progress).toMatchObject({ state: 'done', updated: 1 })
    expect(await product('trekcell-300')).toMatchObject({ hs_code: '850760', origin_country: 'DE' })
    // Emptied, it is not known: the product is then listed as unclassified.
    expect((await importCatalogue(shop, staff.headers, file('', ''))).progress).toMatchObject({ state: 'done', updated: 1 })
    expect(await product('trekcell-300')).toMatchObject({ hs_code: null, origin_country: null })
    expect((await importCatalogue(shop, staff.headers, file('850760', 'CN'))).progress).toMatchObject({ state: 'done', updated: 1 })
  })
})
