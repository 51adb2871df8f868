import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium.ts'

export interface LighthouseScores {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Audits below a perfect score in the asserted categories, for the report. */
  failing: string[]
  /** Lab metrics of the mobile run: milliseconds, and CLS unitless. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number }
}

/** Every category, or the performance one alone (a page's second and third runs: the rest do not change between runs). */
const allCategories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Lighthouse 13 (mobile emulation, simulated throttling) on each path of a running shop, one
 * Chromium for all of them. Lighthouse 13 has no PWA category; installability is checked by
 * the end-to-end tests.
 */
export async function runLighthouse(baseUrl: string, paths: string[], { performanceOnly = false } = {}): Promise<LighthouseScores[]> {
  const categories = performanceOnly ? ['performance'] : allCategories
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const results: LighthouseScores[] = []
    for (const path of paths) {
      const audit = () =>
        lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
      let result = await audit()
      // Now and then a run on this busy machine ends without a trace (runtimeError, no scores): up to
      // twice more. A run still without one keeps NaN metrics, which the gate counts as unmeasured.
      for (let retry = 0; retry < 2 && (result?.lhr.runtimeError || result?.lhr.categories.performance?.score === null); retry++) {
        console.log(`(${path}: Lighthouse ${result?.lhr.runtimeError?.code ?? 'gave no performance score'}; running it again)`)
        result = await audit()
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      const { categories: scored, audits } = result.lhr
      const score = (id: string) => Math.round((scored[id]?.score ?? 0) * 100)
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (scored[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} — ${audits[ref.id]?.title}`),
      )
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
      const metrics = {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      }
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failing,
        metrics,
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}

/** The pages Lighthouse looks at: the ones DESIGN §6 names first, then every shop's key pages. */
export const lighthousePaths = [
  '/',
  '/study',
  '/ELST/goods',
  '/ELST/product?productId=1',
  '/profile',
  '/electric-scooter',
  '/smart-power',
  '/ski-board',
  '/VAPE/WAKA',
  '/account/login',
]
