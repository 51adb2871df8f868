import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { lastAudit, signedInOperator, type SignedInOperator } from '../test-kit.ts'

let shop: TestShop
let mediaDir: string
let staff: SignedInOperator
let support: SignedInOperator
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'admin-media-'))
  shop = await createTestShop({ MEDIA_DIR: mediaDir })
  staff = await signedInOperator(shop, 'staff')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
  await rm(mediaDir, { recursive: true, force: true })
})

const call = async (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object | Buffer,
  contentType?: string,
) =>
  (
    await shop.app.inject({
      method,
      url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload ? { payload } : {}),
    })
  ).json()

async function categoryOf(line: string) {
  return shop.app.db
    .selectFrom('categories')
    .select('id')
    .where('line', '=', line as 'sco')
    .orderBy('sort')
    .executeTakeFirstOrThrow()
}

const fieldsFor = async (slug: string) => ({
  line: 'sco',
  category_id: (await categoryOf('sco')).id,
  slug,
  name_en: 'Harbour Glide',
  name_zh: '港湾滑行',
  summary_en: 'A light commuter.',
  summary_zh: '',
  description_en: 'Folds in two seconds.',
  description_zh: '',
  price_cents: 49_900,
  compare_at_cents: null,
})

describe('catalogue in the back office', () => {
  it('refuses shoppers and roles without the catalogue, and writes nothing', async () => {
    const fields = await fieldsFor('refused-scooter')
    expect((await call('POST', '/api/admin/products', {}, fields)).code).toBe(405)
    expect((await call('POST', '/api/admin/products', support.headers, fields)).code).toBe(403)
    expect((await call('GET', '/api/admin/products', support.headers)).code).toBe(403)
    expect(await shop.app.db.selectFrom('goods').select('id').where('slug', '=', 'refused-scooter').executeTakeFirst()).toBeUndefined()
  })

  it('creates a product in both languages, publishes it into the shop, and audits each step', async () => {
    const created = await call('POST', '/api/admin/products', staff.headers, await fieldsFor('harbour-glide'))
    expect(created.code).toBe(200)
    expect(created.data).toMatchObject({ active: false, version: 1, name_zh: '港湾滑行' })
    expect(await lastAudit(shop)).toMatchObject({
      operator_id: staff.id,
      action: 'product.create',
      subject: `goods:${created.data.id}`,
      before: null,
    })
    const shopUrl = `/api/v1/sco/getgooddetail?id=${created.data.id}`
    expect((await call('GET', shopUrl, {})).code).toBe(404)
    const published = await call('POST', `/api/admin/products/${created.data.id}/publish`, staff.headers)
    expect(published.data.active).toBe(true)
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.publish', before: { active: false }, after: { active: true } })
    const inShop = await call('GET', shopUrl, { 'accept-language': 'zh-CN' })
    expect(inShop.data).toMatchObject({ id: created.data.id })
    expect(JSON.stringify(inShop.data)).toContain('港湾滑行')
  })

  it('refuses a stale edit with a clear message instead of overwriting', async () => {
    const { data: product } = await call('POST', '/api/admin/products', staff.headers, await fieldsFor('stale-glide'))
    const fields = await fieldsFor('stale-glide')
    const first = await call('POST', `/api/admin/products/${product.id}`, staff.headers, {
      version: 1,
      fields: { ...fields, price_cents: 45_000 },
    })
    expect(first.data).toMatchObject({ version: 2, price_cents: 45_000 })
    expect(await lastAudit(shop)).toMatchObject({
      action: 'product.update',
      before: { price_cents: 49_900 },
      after: { price_cents: 45_000 },
    })
    const late = await call('POST', `/api/admin/products/${product.id}`, staff.headers, {
      version: 1,
      fields: { ...fields, price_cents: 1 },
    })
    expect(late).toMatchObject({
      code: 409,
      msg: 'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.',
    })
    expect((await call('GET', `/api/admin/products/${product.id}`, staff.headers)).data.price_cents).toBe(45_000)
  })

  it('keeps an edit in progress valid while the same product is published and restocked', async () => {
    const fields = await fieldsFor('busy-glide')
    const { data: product } = await call('POST', '/api/admin/products', staff.headers, fields)
    expect((await call('POST', `/api/admin/products/${product.id}/publish`, staff.headers)).data).toMatchObject({
      active: true,
      version: 1,
    })
    expect((await call('POST', `/api/admin/products/${product.id}/stock`, staff.headers, { stock: 5, reason: '' })).data).toMatchObject({
      stock: 5,
      version: 1,
    })
    const saved = await call('POST', `/api/admin/products/${product.id}`, staff.headers, {
      version: 1,
      fields: { ...fields, name_en: 'Harbour Glide Pro' },
    })
    expect(saved.data).toMatchObject({ version: 2, name_en: 'Harbour Glide Pro', active: true, stock: 5 })
  })

  it('checks fields with the contract and says what is wrong, in Chinese too', async () => {
    const bad = await call(
      'POST',
      '/api/admin/products',
      { ...staff.headers, 'accept-language': 'zh-CN' },
      { ...(await fieldsFor('Bad Slug')), price_cents: 0 },
    )
    expect(bad.code).toBe(422)
    expect(bad.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'slug', message: '只能使用小写字母、数字和连字符。' },
        { field: 'price_cents', message: '价格至少为 1 美分。' },
      ]),
    )
  })

  it('lists, sorts and filters on the server, with a missing-translation filter', async () => {
    const missing = await call('GET', '/api/admin/products?missing=zh-cn&line=sco&q=glide&sort=price_cents&desc=false', staff.headers)
    expect(missing.data.total).toBeGreaterThanOrEqual(2)
    expect(missing.data.list.map((row: { slug: string }) => row.slug)).toEqual(expect.arrayContaining(['harbour-glide', 'stale-glide']))
    const prices = missing.data.list.map((row: { price_cents: number }) => row.price_cents)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('sets stock with a history of every change', async () => {
    const { data: product } = await call('POST', '/api/admin/products', staff.headers, await fieldsFor('stocked-glide'))
    await call('POST', `/api/admin/products/${product.id}/stock`, staff.headers, { stock: 12, reason: 'Delivery from the factory' })
    await call('POST', `/api/admin/products/${product.id}/stock`, staff.headers, { stock: 10, reason: 'Two damaged' })
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.stock', before: { stock: 12 }, after: { stock: 10 } })
    const detail = await call('GET', `/api/admin/products/${product.id}`, staff.headers)
    expect(detail.data.stock).toBe(10)
    expect(detail.data.stock_history).toMatchObject([
      { before: 12, after: 10, reason: 'Two damaged', operator: staff.email },
      { before: 0, after: 12 },
    ])
    expect((await call('POST', `/api/admin/products/${product.id}/stock`, staff.headers, { stock: -1 })).code).toBe(422)
  })

  it('uploads an image resized to 800 and 320 pixels, and refuses non-images and files over 10 MB', async () => {
    const { data: product } = await call('POST', '/api/admin/products', staff.headers, await fieldsFor('pictured-glide'))
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const uploaded = await call('POST', `/api/admin/products/${product.id}/images`, staff.headers, png, 'image/png')
    expect(uploaded.code).toBe(200)
    const [path] = uploaded.data.images
    expect(path).toMatch(/^goods\/sco\/pictured-glide-[0-9a-f]{8}\.webp$/)
    expect(await sharp(join(mediaDir, path)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 })
    expect((await sharp(join(mediaDir, path.replace('.webp', '-thumb.webp'))).metadata()).width).toBe(320)
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.image', after: { images: [path] } })

    const text = await call(
      'POST',
      `/api/admin/products/${product.id}/images`,
      staff.headers,
      Buffer.from('not a picture at all'),
      'image/png',
    )
    expect(text).toMatchObject({ code: 422, msg: 'Upload a JPEG, PNG, WebP or AVIF image.' })
    const pdf = await call('POST', `/api/admin/products/${product.id}/images`, staff.headers, Buffer.from('%PDF-1.4'), 'application/pdf')
    expect(pdf.code).toBe(422)
    const huge = await call(
      'POST',
      `/api/admin/products/${product.id}/images`,
      staff.headers,
      Buffer.alloc(10 * 1024 * 1024 + 1),
      'image/jpeg',
    )
    expect(huge).toMatchObject({ code: 422, msg: 'Images must be 10 MB or smaller.' })
    expect((await call('GET', `/api/admin/products/${product.id}`, staff.headers)).data.images).toEqual([path])
    await expect(stat(mediaDir)).resolves.toBeTruthy()
  })

  it('refuses an empty or cut-off upload with the format message and stores nothing', async () => {
    const { data: product } = await call('POST', '/api/admin/products', staff.headers, await fieldsFor('unpictured-glide'))
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#cc3366' } })
      .jpeg()
      .toBuffer()
    const uploads: [string, Buffer][] = [
      ['image/png', Buffer.alloc(0)],
      ['application/octet-stream', Buffer.alloc(0)],
      ['image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length * 0.9))],
      ['image/jpeg', jpeg.subarray(0, 40)],
    ]
    for (const [type, body] of uploads) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        headers: { ...staff.headers, 'content-type': type, 'accept-language': 'zh-CN' },
        payload: body,
      })
      expect({ status: answer.statusCode, ...answer.json() }).toEqual({
        status: 200,
        code: 422,
        msg: '请上传 JPEG、PNG、WebP 或 AVIF 图片。',
      })
      expect(await call('POST', `/api/admin/products/${product.id}/images`, staff.headers, body, type)).toEqual({
        code: 422,
        msg: 'Upload a JPEG, PNG, WebP or AVIF image.',
      })
    }
    expect((await call('GET', `/api/admin/products/${product.id}`, staff.headers)).data.images).toEqual([])
    expect(await readdir(join(mediaDir, 'goods/sco')).catch(() => [])).not.toContainEqual(expect.stringMatching(/^unpictured-glide/))
  })
})
