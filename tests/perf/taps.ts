// `npm run bench -- taps`: how long a tap made at first paint takes to show its effect, on a
// 390 px phone with the CPU slowed 4× and slow 4G (the first-tap end-to-end tests' profile). The
// tap is kept by the page loader and replayed once the page has hydrated (server/plugins/page-loader.ts).
import { phone, slowDown } from '../e2e/support/slow-phone.ts'
import { launchChromium } from './chromium.ts'

export interface TapFigure {
  name: string
  medianMs: number
  p95Ms: number
  loads: number
}

interface TapCase {
  name: string
  path: string
  /** The control, as a shopper finds it. */
  control: { role: 'button' | 'link'; name: string | RegExp }
  /** True in the page once the tap has taken effect. */
  effect: string
}

export const tapBudgetMs = 1000

/** The taps the first-tap tests make, on the pages they make them on. */
export function tapCases(productId: number): TapCase[] {
  return [
    {
      name: `Add to cart  /ELST/product?productId=${productId}`,
      path: `/ELST/product?productId=${productId}`,
      control: { role: 'button', name: 'Add to cart' },
      effect: `!!document.querySelector('a[aria-label="Cart, 1 items"]')`,
    },
    { name: 'language  /', path: '/', control: { role: 'button', name: '中文' }, effect: `document.documentElement.lang === 'zh-CN'` },
    {
      name: 'search  /ELST/goods',
      path: '/ELST/goods',
      control: { role: 'button', name: 'Search' },
      effect: `!!document.querySelector('[role=dialog]')`,
    },
    {
      name: `thumbnail  /ELST/product?productId=${productId}`,
      path: `/ELST/product?productId=${productId}`,
      control: { role: 'button', name: /^Show image 2 of/ },
      effect: `document.querySelector('[aria-label^="Show image 2 of"]')?.getAttribute('aria-pressed') === 'true'`,
    },
  ]
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]

/** Each case `loads` times, each load a first visit: from first paint to the tap's effect. */
export async function measureTaps(baseUrl: string, cases: TapCase[], loads = 20): Promise<TapFigure[]> {
  const browser = await launchChromium()
  const figures: TapFigure[] = []
  try {
    for (const tap of cases) {
      const times: number[] = []
      for (let load = 0; load < loads; load++) {
        // The effect checks are strings evaluated in the page, which the shop's CSP (no eval) would refuse.
        const context = await browser.newContext({ ...phone, serviceWorkers: 'block', baseURL: baseUrl, bypassCSP: true })
        const page = await context.newPage()
        await slowDown(context, page)
        await page.goto(tap.path, { waitUntil: 'commit' })
        await page.getByRole(tap.control.role, { name: tap.control.name }).first().tap()
        const effectAt = (await (
          await page.waitForFunction(`(${tap.effect}) && performance.now()`, undefined, { polling: 'raf', timeout: 30_000 })
        ).jsonValue()) as number
        const paintAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)
        times.push(effectAt - paintAt)
        await context.close()
      }
      figures.push({ name: tap.name, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), loads })
    }
  } finally {
    await browser.close()
  }
  return figures
}
