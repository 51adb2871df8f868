import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestShop } from '../../../test/test-app.ts'
import { createShopper } from '../../orders/test/shoppers.ts'
import { adminCall, expectRefusals, lastAudit, adminShop, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let owner: SignedInOperator, staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  ;({ shop, owner, staff, support } = await adminShop())
})
afterAll(async () => {
  await shop.close()
})

const fields = { line: 'sco', slug: 'city-folders', brand: null, name_en: 'City Folders', name_zh: '', sort: 15 }
const shopMenu = async (line: string, locale = 'en') =>
  (await shop.app.inject({ method: 'GET', url: `/api/v1/${line}/brandTypelists`, headers: { 'accept-language': locale } })).json().data
    .list as { slug: string; name: string }[]
const shopList = async (query: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/v1/sco/getscogoodslists?${query}` })).json().data as {
    total: number
    list: { id: number }[]
  }
const categoryCount = async () =>
  Number(
    (
      await shop.app.db
        .selectFrom('categories')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('categories and product lines in the back office', () => {
  it('refuses shoppers and support, writing nothing', async () => {
    const shopper = await createShopper(shop.app.db)
    const before = await categoryCount()
    const calls = [
      ['GET', '/lines', undefined],
      ['GET', '/categories', undefined],
      ['POST', '/categories', fields],
      ['POST', '/categories/1', { version: 1, fields: { name_en: 'Taken over', name_zh: '', sort: 1 } }],
      ['POST', '/categories/1/publish', undefined],
      ['POST', '/categories/1/unpublish', undefined],
    ] as const
    for (const [method, url, payload] of calls) {
      expect(await expectRefusals(shop, method, url, payload, shopper.headers, [support.headers])).toEqual({
        codes: [405, 405, 403],
        audited: 0,
      })
    }
    expect(await categoryCount()).toBe(before)
    expect(
      await shop.app.db.selectFrom('categories').select(['name_en', 'published', 'version']).where('id', '=', 1).executeTakeFirstOrThrow(),
    ).toMatchObject({ published: true, version: 1 })
  })

  it('creates a category, finds it by its missing translation, fills it in, and audits each step', async () => {
    const created = await adminCall(shop, 'POST', '/categories', staff.headers, fields)
    expect(created).toMatchObject({ code: 200 })
    expect(created.data).toMatchObject({ line: 'sco', slug: 'city-folders', name_zh: '', published: true, version: 1, products: 0 })
    const id = created.data.id
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: staff.id,
      action: 'category.create',
      subject: `category:${id}`,
      before: null,
      after: { slug: 'city-folders', name_en: 'City Folders' },
    })

    const missing = await adminCall(shop, 'GET', '/categories?line=sco&missing=zh-cn', staff.headers)
    expect(missing.data.map((row: { slug: string }) => row.slug)).toEqual(['city-folders'])
    // In the shop's menu at once, in its position; the Chinese menu falls back to nothing until translated.
    expect((await shopMenu('sco')).map((row) => row.slug)).toEqual([
      'commuter',
      'city-folders',
      'performance',
      'kids',
      'blind-boxes',
      'apparel',
    ])

    const edited = await adminCall(shop, 'POST', `/categories/${id}`, owner.headers, {
      version: 1,
      fields: { name_en: 'City Folders', name_zh: '城市折叠车', sort: 5 },
    })
    expect(edited.data).toMatchObject({ name_zh: '城市折叠车', sort: 5, version: 2 })
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: owner.id,
      action: 'category.update',
      before: { name_zh: '', sort: 15, version: 1 },
      after: { name_zh: '城市折叠车', sort: 5, version: 2 },
    })
    expect((await adminCall(shop, 'GET', '/categories?line=sco&missing=zh-cn', staff.headers)).data).toEqual([])
    expect((await shopMenu('sco', 'zh-CN'))[0]).toMatchObject({ slug: 'city-folders', name: '城市折叠车' })
  })

  it('refuses a stale edit with a clear message, changing nothing', async () => {
    const { data: category } = await adminCall(shop, 'POST', '/categories', staff.headers, {
      ...fields,
      slug: 'stale-folders',
      name_zh: '旧',
    })
    expect(
      (
        await adminCall(shop, 'POST', `/categories/${category.id}`, owner.headers, {
          version: 1,
          fields: { name_en: 'Theirs', name_zh: '他们的', sort: 1 },
        })
      ).code,
    ).toBe(200)
    const audited = await lastAudit(shop)
    const late = await adminCall(shop, 'POST', `/categories/${category.id}`, staff.headers, {
      version: 1,
      fields: { name_en: 'Mine', name_zh: '我的', sort: 2 },
    })
    expect(late).toMatchObject({
      code: 409,
      msg: 'Someone else changed this category while you were editing it. Reload it to see their changes, then make yours again.',
      data: { version: 2 },
    })
    const zh = await adminCall(
      shop,
      'POST',
      `/categories/${category.id}`,
      { ...staff.headers, 'accept-language': 'zh-CN' },
      { version: 1, fields: { name_en: 'Mine', name_zh: '我的', sort: 2 } },
    )
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/)
    const row = await shop.app.db.selectFrom('categories').selectAll().where('id', '=', category.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name_en: 'Theirs', version: 2 })
    expect((await lastAudit(shop))?.id).toBe(audited?.id)
  })

  it('unpublishes a category out of the shop menu and filter, keeping its products on sale, then publishes it again', async () => {
    const { data: category } = await adminCall(shop, 'POST', '/categories', staff.headers, {
      ...fields,
      slug: 'hidden-folders',
      name_zh: '隐藏',
    })
    const product = await adminCall(shop, 'POST', '/products', staff.headers, {
      line: 'sco',
      category_id: category.id,
      slug: 'hidden-folder-one',
      name_en: 'Hidden Folder',
      name_zh: '隐藏折叠车',
      summary_en: '',
      summary_zh: '',
      description_en: '',
      description_zh: '',
      price_cents: 30_000,
      compare_at_cents: null,
    })
    await adminCall(shop, 'POST', `/products/${product.data.id}/publish`, staff.headers)
    expect((await shopList('category=hidden-folders')).list.map((row) => row.id)).toEqual([product.data.id])

    const hidden = await adminCall(shop, 'POST', `/categories/${category.id}/unpublish`, staff.headers)
    expect(hidden.data).toMatchObject({ published: false, version: 2, products: 1 })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'category.unpublish',
      subject: `category:${category.id}`,
      before: { published: true },
      after: { published: false },
    })
    expect((await shopMenu('sco')).map((row) => row.slug)).not.toContain('hidden-folders')
    expect(await shopList('category=hidden-folders')).toMatchObject({ total: 0, list: [] })
    const all = await shopList('page_size=100')
    expect(all.list.map((row) => row.id)).toContain(product.data.id)
    expect((await adminCall(shop, 'GET', '/categories?published=false', staff.headers)).data.map((row: { id: number }) => row.id)).toEqual([
      category.id,
    ])

    // Unpublishing twice changes nothing and writes no second row.
    const audited = await lastAudit(shop)
    expect((await adminCall(shop, 'POST', `/categories/${category.id}/unpublish`, staff.headers)).data.version).toBe(2)
    expect((await lastAudit(shop))?.id).toBe(audited?.id)

    expect((await adminCall(shop, 'POST', `/categories/${category.id}/publish`, staff.headers)).data).toMatchObject({
      published: true,
      version: 3,
    })
    expect(await lastAudit(shop)).toMatchObject({ action: 'category.publish' })
    expect((await shopMenu('sco')).map((row) => row.slug)).toContain('hidden-folders')
  })

  it('refuses bad input with 4xx and changes nothing', async () => {
    const before = await categoryCount()
    const audited = await lastAudit(shop)
    const zh = { ...staff.headers, 'accept-language': 'zh-CN' }
    const bad = await adminCall(shop, 'POST', '/categories', staff.headers, {
      ...fields,
      slug: 'Bad Slug',
      name_en: '',
      name_zh: '',
      sort: -1,
    })
    expect(bad.code).toBe(422)
    expect(bad.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'slug', message: 'Use lower-case letters, digits and dashes.' },
        { field: 'sort', message: 'The position is a whole number from 0 to 10000.' },
      ]),
    )
    expect(
      (await adminCall(shop, 'POST', '/categories', zh, { ...fields, slug: 'no-name', name_en: '', name_zh: '' })).data.fields,
    ).toEqual([{ field: 'name_en', message: '请至少用一种语言填写分类名称。' }])
    expect((await adminCall(shop, 'POST', '/categories', staff.headers, { ...fields, line: 'cig', slug: 'no-brand' })).msg).toBe(
      'Vape categories belong to a brand (WAKA or IMOMENT); other lines have none.',
    )
    expect((await adminCall(shop, 'POST', '/categories', staff.headers, { ...fields, brand: 'waka', slug: 'branded-scooters' })).code).toBe(
      422,
    )
    expect(await adminCall(shop, 'POST', '/categories', staff.headers, { ...fields, slug: 'commuter' })).toMatchObject({
      code: 409,
      msg: 'Another category of this product line already uses this address name.',
    })
    expect(await adminCall(shop, 'POST', '/categories', staff.headers, { ...fields, line: 'ene', slug: 'wind' })).toMatchObject({
      code: 422,
      msg: "This product line's shop pages are fixed: its categories can be renamed and reordered, but no new one can be added.",
    })
    expect(
      (
        await adminCall(shop, 'POST', '/categories/999999', staff.headers, {
          version: 1,
          fields: { name_en: 'Ghost', name_zh: '', sort: 1 },
        })
      ).code,
    ).toBe(404)
    expect((await adminCall(shop, 'POST', '/categories/abc/publish', staff.headers)).code).toBe(422)
    expect(await categoryCount()).toBe(before)
    expect((await lastAudit(shop))?.id).toBe(audited?.id)
  })

  it('keeps the categories the shop opens by address published', async () => {
    const energy = await shop.app.db
      .selectFrom('categories')
      .select('id')
      .where('line', '=', 'ene')
      .where('slug', '=', 'energy-storage')
      .executeTakeFirstOrThrow()
    const refused = await adminCall(shop, 'POST', `/categories/${energy.id}/unpublish`, staff.headers)
    expect(refused).toMatchObject({ code: 422, msg: 'This category has its own page in the shop, so it stays published.' })
    expect((await shopMenu('ene')).map((row) => row.slug)).toContain('energy-storage')
    // Renaming it is fine.
    const renamed = await adminCall(shop, 'POST', `/categories/${energy.id}`, staff.headers, {
      version: 1,
      fields: { name_en: 'Home Batteries', name_zh: '家庭电池', sort: 10 },
    })
    expect(renamed.data).toMatchObject({ name_en: 'Home Batteries', version: 2 })
  })

  it('counts every product line: categories, products and missing translations', async () => {
    const lines = await adminCall(shop, 'GET', '/lines', staff.headers)
    expect(lines.data.map((row: { line: string }) => row.line)).toEqual(['sco', 'boot', 'ene', 'box', 'cig'])
    const scooters = lines.data.find((row: { line: string }) => row.line === 'sco')
    const inDb = await shop.app.db
      .selectFrom('goods')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('line', '=', 'sco')
      .executeTakeFirstOrThrow()
    expect(scooters).toMatchObject({ categories: 8, unpublished_categories: 0, products: Number(inDb.n) })
    // The product made above has no summary or description in either language.
    expect(scooters.missing_en).toBeGreaterThanOrEqual(1)
    expect(scooters.missing_zh).toBeGreaterThanOrEqual(1)
    expect(lines.data.find((row: { line: string }) => row.line === 'cig')).toMatchObject({ categories: 4, missing_en: 0, missing_zh: 0 })
  })
})
