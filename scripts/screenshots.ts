/**
 * `npm run screenshots`: every public page of the spec's URL table at 390 px and 1280 px, in
 * English and Chinese, as a guest, from the built shop (`npm run build` first) on a fresh embedded
 * database; then `screenshots/index.html`, a sheet to look at them all at once.
 *
 *   npm run screenshots -- /ELST /study     only the pages whose path starts so
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startShop } from '../tests/e2e/support/server.ts'
import { productIds, routes } from '../tests/e2e/support/public-pages.ts'
import { launchBrowser } from '../tests/perf/chromium.ts'

const outDir = 'screenshots'
const widths = [390, 1280] as const
const locales = ['en', 'zh-cn'] as const
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

const fileOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_'))

const shop = await startShop({ APP_DIR: 'dist' })
rmSync(outDir, { recursive: true, force: true })
const shots: { locale: string; width: number; path: string; file: string }[] = []
try {
  const pages = routes(await productIds(shop.url)).filter(
    (path) => !path.startsWith('/admin') && (only.length === 0 || only.some((start) => path.startsWith(start))),
  )
  for (const locale of locales) {
    for (const width of widths) {
      const { browser, close } = await launchBrowser({
        width,
        height: width === 390 ? 844 : 900,
        locale: locale === 'zh-cn' ? 'zh-CN' : 'en-US',
      })
      try {
        await browser.addInitScript((value) => {
          if (window !== window.top) return
          localStorage.setItem('LOCALE__', JSON.stringify(value))
          localStorage.setItem('AGE__CONFIRMED__', 'true')
        }, locale)
        const page = await browser.newPage()
        for (const path of pages) {
          await page.goto(`${shop.url}${path}`)
          // As a shopper looks: the heading shown, nothing still loading, the pictures in.
          await page
            .getByRole('heading', { level: 1 })
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => {})
          await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 10_000 }).catch(() => {})
          // The page in the chosen language (a first visit's server render may be English), and a
          // moment for the switch to paint: a full-page capture during it came out blank.
          await page
            .waitForFunction((lang) => document.documentElement.lang === lang, locale === 'zh-cn' ? 'zh-CN' : 'en', { timeout: 10_000 })
            .catch(() => {})
          await page.waitForTimeout(500)
          const file = join(locale, String(width), `${fileOf(path)}.png`)
          mkdirSync(join(outDir, locale, String(width)), { recursive: true })
          await page.screenshot({ path: join(outDir, file), fullPage: true })
          shots.push({ locale, width, path, file })
          console.log(`${locale} ${width} ${path}`)
        }
      } finally {
        await close()
      }
    }
  }
} finally {
  await shop.stop()
}

const figure = ({ locale, width, path, file }: (typeof shots)[number]) =>
  `<figure><a href="${file}"><img src="${file}" loading="lazy" width="${width === 390 ? 195 : 320}"></a><figcaption>${locale} · ${width} px · ${path.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</figcaption></figure>`
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px system-ui;margin:16px}figure{display:inline-block;vertical-align:top;margin:8px}img{border:1px solid #ccc;max-height:640px;object-fit:cover;object-position:top}</style>${shots.map(figure).join('')}`,
)
console.log(`${shots.length} screenshots in ${outDir}/ (open ${outDir}/index.html)`)
