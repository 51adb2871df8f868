import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'
import type { RunningShop } from './support/server.ts'
import { shopWithOperator, signInFirstTime, tokenOf } from './support/back-office.ts'
import { api } from './support/shop.ts'

type Detail = { images: Array<{ src: string; responsive: boolean }> }

// A picture uploaded in the back office shows in the shop at once (its master), then in the
// AVIF/WebP copies a job makes; on this server's MEDIA_DIR and in an S3 bucket (a real
// S3-protocol server, s3rver, started here) served from MEDIA_ORIGIN.
const password = 'the pictures password 2026'

interface Storage {
  settings: Record<string, string>
  origin: string
  close(): Promise<void>
}

const where: Array<[string, () => Promise<Storage>]> = [
  [
    'MEDIA_DIR',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shop-media-'))
      return { settings: { MEDIA_DIR: dir }, origin: '/media', close: async () => rmSync(dir, { recursive: true, force: true }) }
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shop-s3-'))
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
        origin,
        close: async () => {
          await server.close()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    },
  ],
]

/** Every product picture on a shop page has loaded and has pixels; answers where they came from. */
async function drawnPictures(within: Page | Locator, selector: string): Promise<string[]> {
  const pictures = within.locator(selector)
  await expect(pictures.first()).toBeVisible()
  await expect
    .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0)))
    .toBe(true)
  return pictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.currentSrc))
}

for (const [name, makeStorage] of where) {
  test.describe(`pictures uploaded in the back office, kept in ${name}`, () => {
    test.describe.configure({ mode: 'serial' })
    let storage: Storage
    let shop: RunningShop
    let page: Page
    const slug = name === 'MEDIA_DIR' ? 'harbour-picture-e2e' : 'bucket-picture-e2e'
    const product = { en: name === 'MEDIA_DIR' ? 'Harbour Picture E2E' : 'Bucket Picture E2E', zh: '图片滑板车' }
    let productId = 0
    /** Where the shop's pages load media from: this server's /media, or the bucket's origin. */
    const mediaRoot = () => (storage.origin.startsWith('/') ? `${shop.url}${storage.origin}/` : `${storage.origin}/`)

    test.beforeAll(async ({ browser }) => {
      storage = await makeStorage()
      const email = `pictures-${slug}@example.com`
      const made = await shopWithOperator(email, 'staff', { CATALOGUE_CACHE_MS: '0', ...storage.settings })
      shop = made.shop
      expect((await api('/api/admin/password', { base: shop.url, body: { token: tokenOf(made.link), password } })).code).toBe(200)
      page = await browser.newPage({ baseURL: shop.url })
      await signInFirstTime(page, email, password)
    })

    test.afterAll(async () => {
      await page?.context().close()
      await shop?.stop()
      await storage?.close()
    })

    test('staff create a product with a PNG and publish it; its web address comes from the English name', async () => {
      await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Products' }).click()
      await page.getByRole('link', { name: 'New product' }).click()
      await page.getByLabel('Category').selectOption({ label: 'Commuter Scooters' })
      await page.getByLabel('Price (USD)').fill('389')
      await page.getByLabel('Name (English)').fill(product.en)
      await page.getByLabel('Name (中文)').fill(product.zh)
      await page.getByRole('button', { name: 'Create product' }).click()
      await expect(page.getByRole('heading', { name: product.en })).toBeVisible()
      await expect(page.getByLabel('Web address')).toHaveValue(slug)
      productId = Number(/\/admin\/products\/(\d+)/.exec(page.url())![1])

      const png = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#d2691e' } })
        .png()
        .toBuffer()
      await page.getByLabel(/Add an image/).setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png })
      // The back office shows its thumbnail from where the shop serves media (the bucket too).
      const [thumbnail] = await drawnPictures(page, 'img[alt="Image 1"]')
      expect(thumbnail.startsWith(mediaRoot())).toBe(true)
      await page.getByLabel('New stock').fill('5')
      await page.getByRole('button', { name: 'Set stock' }).click()
      await expect(page.getByRole('heading', { name: 'Stock: 5' })).toBeVisible()
      await page.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByText('Published', { exact: true })).toBeVisible()
    })

    test('the product page and the listing draw the picture in English and Chinese', async ({ browser }: { browser: Browser }) => {
      for (const lang of ['en', 'zh-cn']) {
        const context = await browser.newContext({ baseURL: shop.url })
        const shopper = await context.newPage()
        await shopper.goto(`/ELST/product?productId=${productId}&lang=${lang}`)
        await expect(shopper.getByRole('heading', { name: lang === 'en' ? product.en : product.zh })).toBeVisible()
        const [main] = await drawnPictures(shopper, '.product-gallery__main')
        expect(main.startsWith(mediaRoot())).toBe(true)

        await shopper.goto(`/ELST/goods?category=commuter&lang=${lang}`)
        const card = shopper.locator('.goods-card', { hasText: lang === 'en' ? product.en : product.zh })
        await expect(card).toBeVisible()
        await drawnPictures(card, 'img')
        await context.close()
      }
    })

    test('once its copies are made the shop asks for them, and they draw too', async ({ browser }: { browser: Browser }) => {
      await expect
        .poll(async () => (await api<Detail>(`/api/v1/sco/getgooddetail?id=${productId}`, { base: shop.url })).data!.images[0].responsive, {
          timeout: 60_000,
        })
        .toBe(true)
      const context = await browser.newContext({ baseURL: shop.url })
      const shopper = await context.newPage()
      await shopper.goto(`/ELST/product?productId=${productId}`)
      const [main] = await drawnPictures(shopper, '.product-gallery__main')
      expect(main).toMatch(/\/responsive\/goods\/sco\/.+-\d+\.avif$/)
      await context.close()
    })

    test('taking the picture off the product deletes its files', async () => {
      const path = (await api<Detail>(`/api/v1/sco/getgooddetail?id=${productId}`, { base: shop.url })).data!.images[0].src
      const url = path.startsWith('/') ? `${shop.url}${path}` : path
      expect((await fetch(url)).status).toBe(200)
      await page.getByRole('button', { name: 'Remove image 1' }).click()
      await expect(page.getByRole('img', { name: 'Image 1' })).toHaveCount(0)
      expect((await fetch(url)).status).toBe(404)
      expect((await fetch(url.replace('/goods/', '/responsive/goods/').replace('.webp', '-640.avif'))).status).toBe(404)
    })
  })
}
