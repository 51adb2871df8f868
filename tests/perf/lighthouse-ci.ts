// CI gate: accessibility 100, best practices 100 and SEO ≥ 95 on every page of `lighthousePaths`
// of the built shop. Performance is printed, not asserted: it depends on the machine's load.
import { startShop } from '../e2e/support/server.ts'
import { lighthousePaths, runLighthouse } from './lighthouse.ts'

const shop = await startShop()
let failed = 0
try {
  // Some product ids depend on the seed; resolve the first Bootski product for its page.
  const boots = await (await fetch(`${shop.url}/api/v1/boot/getscogoodslists?page_size=1`)).json()
  const paths = [...lighthousePaths, `/ski-board/product?productId=${boots.data.list[0].id}`]
  for (const scores of await runLighthouse(shop.url, paths)) {
    const ok = scores.accessibility === 100 && scores.bestPractices === 100 && scores.seo >= 95
    if (!ok) failed++
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${scores.path.padEnd(36)} perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}`)
    if (!ok) for (const audit of scores.failing) console.log(`       ${audit}`)
  }
} finally {
  await shop.stop()
}
console.log(`${lighthousePaths.length + 1 - failed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
