// CI gate on the built shop in production mode (a staging configuration), Lighthouse 13 mobile.
// Asserted on every page measured: accessibility 100, best practices 100 and SEO 100 (the
// account's login is kept out of search engines on purpose). Asserted as the median of three runs
// (the third made only when the first two disagree) on every public page named in `budgeted`:
// performance ≥ 98, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02.
// `LIGHTHOUSE_ASSERT_PERFORMANCE=0` prints those without failing, for a machine too busy to measure on;
// `=layout` asserts LCP and CLS only and prints the score and TBT, the two a busy CPU moves. Each page's
// runs are printed so a swing shows as one.
import { startShop } from '../e2e/support/server.ts'
import { lighthousePaths, runLighthouse, type LighthouseScores } from './lighthouse.ts'

const budget = { performance: 98, lcpMs: 2000, tbtMs: 100, cls: 0.02 }
const assertMode = process.env.LIGHTHOUSE_ASSERT_PERFORMANCE ?? 'all'
const asserted = (miss: string) => assertMode === 'all' || (assertMode === 'layout' && (miss === 'LCP' || miss === 'CLS'))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const measured = (run: LighthouseScores) => Object.values(run.metrics).every(Number.isFinite)

type Figures = Pick<LighthouseScores, 'performance'> & Omit<LighthouseScores['metrics'], 'fcpMs'>
const missesOf = (figures: Figures) =>
  [
    figures.performance < budget.performance && 'perf',
    figures.lcpMs > budget.lcpMs && 'LCP',
    figures.tbtMs > budget.tbtMs && 'TBT',
    figures.cls > budget.cls && 'CLS',
  ].filter((miss) => miss !== false)
/** The asserted budgets one run misses, as one string; undefined when it measured nothing. */
const assertedMisses = (run: LighthouseScores) =>
  measured(run)
    ? missesOf({ performance: run.performance, ...run.metrics })
        .filter(asserted)
        .join()
    : undefined

// As operators run it: production mode, a staging configuration (test secret, local SMTP, sandbox on).
const shop = await startShop({}, { staging: true })
let failed = 0
try {
  // Some product ids depend on the seed; resolve the first Bootski product for its page.
  const boots = await (await fetch(`${shop.url}/api/v1/boot/getscogoodslists?page_size=1`)).json()
  const series = await (await fetch(`${shop.url}/api/v1/box/user/blindbox/productDetail`)).json()
  const budgeted = [
    '/',
    '/electric-scooter',
    '/ELST/goods',
    '/ELST/product?productId=1',
    '/smart-power',
    '/study',
    '/profile',
    '/ski-board',
    '/ES/product-category/energy-storage',
    '/VAPE/WAKA',
    '/VAPE/IMOMENT',
    '/blindBoxes',
    '/blindBoxes/rules',
    `/blindBoxes/details?id=${series.data.list[0].id}`,
    `/ski-board/product?productId=${boots.data.list[0].id}`,
  ]
  const paths = [...new Set([...lighthousePaths, ...budgeted])]

  // Rounds over every budgeted page (so a burst of load hits one run of each, not three of one). The
  // median of three passes a budget exactly when two runs do: a third run is made only for a page
  // whose first two disagree on an asserted budget (or measured nothing). Accessibility, best
  // practices and SEO do not change between runs: the first round alone scores them.
  const runs = await runLighthouse(shop.url, paths)
  runs.push(...(await runLighthouse(shop.url, budgeted, { performanceOnly: true })))
  const undecided = budgeted.filter((path) => {
    const [first, second] = runs.filter((run) => run.path === path).map(assertedMisses)
    return first === undefined || first !== second
  })
  if (undecided.length > 0) runs.push(...(await runLighthouse(shop.url, undecided, { performanceOnly: true })))

  console.log('\n== Accessibility 100, best practices 100, SEO 100 (asserted)')
  for (const scores of runs.slice(0, paths.length)) {
    // robots.txt keeps crawlers out of account pages on purpose: "blocked from indexing" is right there.
    const seoProblems = scores.failing.filter(
      (audit) => audit.startsWith('seo:') && !(scores.path.startsWith('/account') && audit.includes('is-crawlable')),
    )
    const ok = scores.accessibility === 100 && scores.bestPractices === 100 && (scores.seo === 100 || seoProblems.length === 0)
    if (!ok) failed++
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${scores.path.padEnd(36)} perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}`,
    )
    if (!ok) for (const audit of scores.failing) console.log(`       ${audit}`)
  }

  console.log(
    `\n== Performance, median of the mobile runs (a third where two disagree) (budget: perf ≥ ${budget.performance}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}; ${assertMode === 'all' ? 'asserted' : assertMode === 'layout' ? 'LCP and CLS asserted, the rest printed' : 'printed, not asserted'})`,
  )
  for (const path of budgeted) {
    // A run Lighthouse could not trace has NaN metrics: it measured nothing, and NaN passes every
    // comparison, so it is left out of the median. A page no run measured fails.
    const tried = runs.filter((run) => run.path === path)
    const mine = tried.filter(measured)
    if (mine.length === 0) {
      failed++
      console.log(`FAIL ${path.padEnd(28)} no Lighthouse run measured it`)
      continue
    }
    const figures = {
      performance: median(mine.map((run) => run.performance)),
      lcpMs: Math.round(median(mine.map((run) => run.metrics.lcpMs))),
      tbtMs: Math.round(median(mine.map((run) => run.metrics.tbtMs))),
      cls: Number(median(mine.map((run) => run.metrics.cls)).toFixed(3)),
      fcpMs: Math.round(median(mine.map((run) => run.metrics.fcpMs))),
    }
    const misses = missesOf(figures)
    if (misses.some(asserted)) failed++
    console.log(
      `${misses.length ? 'over' : 'ok  '} ${path.padEnd(28)} perf ${String(figures.performance).padStart(3)} (${mine.map((run) => run.performance).join('/')})  FCP ${figures.fcpMs} ms  LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms  CLS ${figures.cls}${mine.length < tried.length ? `   (${mine.length} of ${tried.length} runs measured)` : ''}${misses.length ? `   over budget: ${misses.join(', ')}` : ''}`,
    )
  }
} finally {
  await shop.stop()
}
console.log(`\n${failed === 0 ? 'passed' : `${failed} failed`}`)
process.exitCode = failed > 0 ? 1 : 0
