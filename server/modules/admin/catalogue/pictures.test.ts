import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestShop, type TestShop } from '../../../test/test-app.ts'
import { lastAudit, signedInOperator, type SignedInOperator } from '../test-kit.ts'

/** A PNG whose header claims `width` × `height` pixels: a few hundred bytes that would decode to gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const copies = (path: string) =>
  [320, 640, 800].flatMap((width) => ['avif', 'webp'].map((format) => `responsive/${path.replace(/\.webp$/, '')}-${width}.${format}`))

interface Storage {
  settings: Record<string, string>
  /** The bytes of a stored file, or undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>
  close(): Promise<void>
}

async function folderStorage(): Promise<Storage> {
  const dir = await mkdtemp(join(tmpdir(), 'admin-pictures-'))
  return {
    settings: { MEDIA_DIR: dir },
    read: (key) => readFile(join(dir, key)).catch(() => undefined),
    close: () => rm(dir, { recursive: true, force: true }),
  }
}

/** A real S3-protocol server, as the shop meets a bucket: uploads signed with keys, reads anonymous from MEDIA_ORIGIN. */
async function bucketStorage(): Promise<Storage> {
  const dir = await mkdtemp(join(tmpdir(), 'admin-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'shop-media', configs: [] }],
  })
  const { port } = await server.run()
  const origin = `http://127.0.0.1:${port}/shop-media`
  return {
    settings: {
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_ORIGIN: origin,
    },
    async read(key) {
      const answer = await fetch(`${origin}/${key}`)
      return answer.ok ? Buffer.from(await answer.arrayBuffer()) : undefined
    },
    async close() {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

describe.each([
  ['in MEDIA_DIR', folderStorage],
  ['in an S3 bucket', bucketStorage],
])('an uploaded picture %s', (_where, makeStorage) => {
  let storage: Storage
  let shop: TestShop
  let staff: SignedInOperator
  let productId: number
  beforeAll(async () => {
    storage = await makeStorage()
    shop = await createTestShop(storage.settings)
    staff = await signedInOperator(shop, 'staff')
    const category = await shop.app.db
      .selectFrom('categories')
      .select('id')
      .where('line', '=', 'sco')
      .orderBy('sort')
      .executeTakeFirstOrThrow()
    const fields = {
      line: 'sco',
      category_id: category.id,
      slug: 'pictured-scooter',
      name_en: 'Pictured',
      name_zh: '有图',
      summary_en: '',
      summary_zh: '',
      description_en: '',
      description_zh: '',
      price_cents: 10_000,
      compare_at_cents: null,
    }
    productId = (await call('POST', '/api/admin/products', fields)).data.id
    await call('POST', `/api/admin/products/${productId}/publish`)
  })
  afterAll(async () => {
    await shop.close()
    await storage.close()
  })

  const call = async (method: 'GET' | 'POST', url: string, payload?: object | Buffer, contentType?: string) =>
    (
      await shop.app.inject({
        method,
        url,
        headers: { ...staff.headers, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload ? { payload } : {}),
      })
    ).json()
  const shopDetail = async () => (await shop.app.inject({ url: `/api/v1/sco/getgooddetail?id=${productId}` })).json().data
  const shopListing = async () => (await shop.app.inject({ url: '/api/v1/sco/getscogoodslists?page=1&page_size=100' })).json().data

  it('is served as its master until the job has made its AVIF and WebP copies, then with them', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer()
    const uploaded = await call('POST', `/api/admin/products/${productId}/images`, png, 'image/png')
    expect(uploaded.code).toBe(200)
    const [path] = uploaded.data.images
    const base = storage.settings.MEDIA_ORIGIN ?? '/media'
    expect(uploaded.data.thumbs).toEqual([`${base}/${path.replace('.webp', '-thumb.webp')}`])
    // The job runs after the answer: whatever the shop says meanwhile points at files that exist.
    const early = await shopDetail()
    expect(early.images[0].src).toBe(`${base}/${path}`)
    expect(await storage.read(path)).toBeDefined()

    await vi.waitFor(async () => expect((await shopDetail()).images[0].responsive).toBe(true), { timeout: 30_000, interval: 100 })
    const card = (await shopListing()).list.find((goods: { id: number }) => goods.id === productId)
    expect(card).toMatchObject({ thumb: `${base}/${path.replace('.webp', '-thumb.webp')}`, responsive: true })
    const made = await Promise.all(
      copies(path).map(async (key) => {
        const file = await storage.read(key)
        const { format, width } = file ? await sharp(file).metadata() : {}
        return `${format === 'heif' ? 'avif' : format} ${width}`
      }),
    )
    expect(made).toEqual(['avif 320', 'webp 320', 'avif 640', 'webp 640', 'avif 800', 'webp 800'])
  })

  it('refuses pictures that are not images, too large, or too many pixels, naming the limit, in Chinese too', async () => {
    const before = await lastAudit(shop)
    const bomb = pngClaiming(10_000, 10_000)
    expect(bomb.length).toBeLessThan(2_000)
    expect(await call('POST', `/api/admin/products/${productId}/images`, bomb, 'image/png')).toMatchObject({
      code: 422,
      msg: 'Images may have at most 40 megapixels (for example 8000 × 5000).',
    })
    const chinese = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...staff.headers, 'content-type': 'image/png', 'accept-language': 'zh-CN' },
      payload: bomb,
    })
    expect(chinese.json().msg).toContain('4000 万像素')
    expect((await call('POST', `/api/admin/products/${productId}/images`, Buffer.from('GIF89a but not really'), 'image/gif')).code).toBe(
      422,
    )
    expect((await call('POST', `/api/admin/products/${productId}/images`, Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png')).msg).toBe(
      'Images must be 10 MB or smaller.',
    )
    expect(await lastAudit(shop)).toEqual(before)
  })

  it('is deleted with its thumbnail and copies when taken off the product', async () => {
    const [path] = (await call('GET', `/api/admin/products/${productId}`)).data.images
    const removed = await call('POST', `/api/admin/products/${productId}/images/remove`, { path })
    expect(removed.data.images).toEqual([])
    expect(await lastAudit(shop)).toMatchObject({ action: 'product.image.remove', before: { images: [path] }, after: { images: [] } })
    const left = await Promise.all(
      [path, path.replace('.webp', '-thumb.webp'), ...copies(path)].map(async (key) => ((await storage.read(key)) ? key : undefined)),
    )
    expect(left.filter(Boolean)).toEqual([])
    expect((await shopDetail()).images).toEqual([])
    expect((await call('POST', `/api/admin/products/${productId}/images/remove`, { path })).code).toBe(404)
  })
})
