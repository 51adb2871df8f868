import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, adminShop, type SignedInOperator } from '../modules/admin/test-kit.ts'
import type { TestShop } from '../test/test-app.ts'

// An operator opens the shop right after saving a change: the catalogue's reads, cached for a
// minute here, show it at once. What an operator did not change (a refused call) keeps its cache.
let shop: TestShop
let staff: SignedInOperator, support: SignedInOperator
beforeAll(async () => {
  ;({ shop, staff, support } = await adminShop({ CATALOGUE_CACHE_MS: '60000', PAGE_CACHE_MS: '60000' }))
})
afterAll(async () => {
  await shop.close()
})

const shopMenu = async () =>
  ((await shop.app.inject({ method: 'GET', url: '/api/v1/sco/brandTypelists' })).json().data.list as { slug: string }[]).map(
    (category) => category.slug,
  )

describe("the shop's cached reads", () => {
  it("show an operator's saved change at once, and keep their cache through a refused one", async () => {
    const { data: category } = await adminCall(shop, 'POST', '/categories', staff.headers, {
      line: 'sco',
      slug: 'fresh-folders',
      brand: null,
      name_en: 'Fresh Folders',
      name_zh: '新折叠车',
      sort: 15,
    })
    await adminCall(shop, 'POST', `/categories/${category.id}/publish`, staff.headers)
    expect(await shopMenu()).toContain('fresh-folders')

    // Hidden behind the back office's back (as another instance would): this instance's cache still answers.
    await shop.app.db.updateTable('categories').set({ published: false }).where('id', '=', category.id).execute()
    expect(await shopMenu()).toContain('fresh-folders')
    expect((await adminCall(shop, 'POST', `/categories/${category.id}/unpublish`, support.headers)).code).toBe(403)
    expect((await adminCall(shop, 'GET', '/categories', staff.headers)).code).toBe(200)
    expect(await shopMenu()).toContain('fresh-folders')

    // Any change an operator saves empties it.
    const other = { line: 'sco', slug: 'other-folders', brand: null, name_en: 'Other Folders', name_zh: '其他', sort: 16 }
    expect((await adminCall(shop, 'POST', '/categories', staff.headers, other)).code).toBe(200)
    expect(await shopMenu()).not.toContain('fresh-folders')
  })
})
