import { readdirSync } from 'node:fs'
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { productIds, routes } from './support/public-pages.ts'
import { register, withServiceWorker } from './support/shop.ts'

test.use(withServiceWorker)

// Every route of the spec's URL table in English and in Chinese as a guest, and the customer's own
// pages (account, checkout, carts, blind boxes) signed in:
// the page settles with nothing on the console (no error, no warning, no uncaught exception).

/**
 * The pages of the route tree (src/routes, file-based), as path patterns: layouts (`route.tsx`,
 * `__root`, pathless `_x.tsx`) and the folders' own parts (`-components`) are no pages.
 */
function routeTreePages(): RegExp[] {
  const files = readdirSync('src/routes', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.split('/').some((part) => part.startsWith('-')),
  )
  return files
    .map((file) => file.replace(/\.tsx$/, '').split('/'))
    .filter((parts) => !['route', '__root'].includes(parts.at(-1)!) && !(parts.length === 1 && parts[0].startsWith('_')))
    .map((parts) => {
      const segments = parts
        .filter((part) => !part.startsWith('_') && part !== 'index')
        .map((part) => (part.startsWith('$') ? '[^/]+' : part))
      return new RegExp(`^/${segments.join('/')}$`)
    })
}

test('the walk below opens every page of the route tree', async () => {
  const walked = routes({ sco: 1, boot: 1, energy: 1, battery: 1, vape: 1, box: 1 }).map((path) => path.split('?')[0])
  const missing = routeTreePages().filter((page) => !walked.some((path) => page.test(path)))
  expect(missing.map(String)).toEqual([])
})

const describe = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location()
  return `${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`
}

/**
 * Opens each route in turn and collects what the console said while it loaded and settled
 * (settled as a person sees it: its heading shown and nothing on it still loading); in Chinese,
 * the tab's title must be Chinese too.
 */
async function visitAll(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const heard: Record<string, string[]> = {}
  let current = ''
  page.on('console', (message) => {
    // The not-found page answers HTTP 404 on purpose (search engines must not index it), which
    // Chromium reports as a failed load of the document itself.
    const ownNotFound = current === '/404' && message.text().includes('status of 404') && message.location().url.endsWith('/404')
    if ((message.type() === 'error' || message.type() === 'warning') && !ownNotFound) (heard[current] ??= []).push(describe(message))
  })
  page.on('pageerror', (error) => (heard[current] ??= []).push(`uncaught: ${error.message}`))
  for (const path of paths) {
    current = path
    await page.goto(path)
    // /sazi-vape shows the brand's own site in a frame: the heading is the frame's.
    const view = path === '/sazi-vape' ? page.frameLocator('iframe') : page
    await expect(view.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^(Loading…|加载中…)$/ })).toHaveCount(0)
    // The tab's title speaks the page's language too, the back office's included.
    const chinese = (await page.locator('html').getAttribute('lang')) === 'zh-CN'
    if (chinese) await expect(page, path).toHaveTitle(/[\u4e00-\u9fff]/)
  }
  return heard
}

for (const locale of ['en', 'zh-cn'] as const) {
  test.describe(`every route in ${locale}`, () => {
    test.use({ locale: locale === 'zh-cn' ? 'zh-CN' : 'en-US' })

    test.beforeEach(async ({ context }) => {
      await context.addInitScript((value) => {
        // Not in the sandboxed LAVIE frame, which has no storage of its own.
        if (window !== window.top) return
        if (!localStorage.getItem('LOCALE__')) localStorage.setItem('LOCALE__', JSON.stringify(value))
        localStorage.setItem('AGE__CONFIRMED__', 'true')
      }, locale)
    })

    // Each walk opens every page of the shop and the back office one after another (1.5–1.8 min
    // on a quiet CI machine): three times the timeout of a single journey.
    test.slow()

    test('as a guest: nothing on the console', async ({ page }) => {
      const heard = await visitAll(page, routes(await productIds()))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh-cn' ? 'zh-CN' : 'en')
      expect(heard).toEqual({})
    })

    test('signed in: nothing on the console', async ({ page, context }) => {
      const session = await register(`routes-${locale}-${Date.now()}@example.com`, 'correct horse battery', 'Route Walker')
      await context.addInitScript((saved) => {
        if (window !== window.top) return
        localStorage.setItem('TOKEN__', JSON.stringify(saved.token))
        localStorage.setItem('USER__INFO__', JSON.stringify(saved.userInfo))
      }, session)
      const signedInRoutes = routes(await productIds()).filter(
        (path) =>
          /^\/(account|checkout|ELST\/cart|ski-board\/cart|ES\/energy-storage\/cart|blindBoxes)/.test(path) &&
          path !== '/blindBoxes/register',
      )
      const heard = await visitAll(page, signedInRoutes)
      expect(heard).toEqual({})
    })
  })
}
