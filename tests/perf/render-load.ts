import autocannon from 'autocannon'

/** Issue 23: pages a server renders, warm, at 50 connections; the API beside them stays quick. */
export const renderBudgets = { product: { pagesPerSecond: 2_000, p99Ms: 50 }, apiUnderLoadP99Ms: 50 } as const

interface Load {
  perSecond: number
  p99Ms: number
  errors: number
  statuses: string
}

export interface RenderFigure {
  name: string
  pages: Load
  /** Shoppers' API calls (10 connections) while the pages load. */
  api: Load
}

const seconds = 8

async function load(
  url: string,
  connections: number,
  options: { paths?: () => string; headers?: Record<string, string> } = {},
): Promise<Load> {
  const { paths } = options
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: options.headers,
    // Every request its own path (unknown paths that no cache holds), when asked.
    requests: paths ? [{ setupRequest: (request) => ({ ...request, path: paths() }) }] : undefined,
  })
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ')
  return { perSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts, statuses }
}

/**
 * Each page on its own at 50 connections, with 10 more connections of shoppers reading a product
 * through the API at the same time; first the API alone, for comparison. Pages are asked as a
 * browser asks (Accept: text/html; Accept-Encoding when `compressed`).
 */
export async function loadRenders(
  baseUrl: string,
  productId: number,
  { compressed = false } = {},
): Promise<{ apiAlone: Load; figures: RenderFigure[] }> {
  const html = { accept: 'text/html', ...(compressed ? { 'accept-encoding': 'br, gzip' } : {}) }
  const apiUrl = `${baseUrl}/api/v1/sco/getgooddetail?id=${productId}`
  const api = () => load(apiUrl, 10, { headers: { 'accept-language': 'en' } })
  const apiAlone = await api()
  let unknown = 0
  const pages = [
    { name: 'product page', url: `${baseUrl}/ELST/product?productId=${productId}` },
    { name: 'listing', url: `${baseUrl}/ELST/goods` },
    { name: 'unknown path (one)', url: `${baseUrl}/no/such/page` },
    { name: 'unknown paths (each new)', url: baseUrl, paths: () => `/no/such/page-${unknown++}` },
  ]
  const figures: RenderFigure[] = []
  for (const page of pages) {
    // Warm: the first renders (and the catalogue's first reads) are not what a running shop sees.
    await load(page.url, 10, { headers: html, paths: page.paths }).catch(() => undefined)
    const [pagesLoad, apiLoad] = await Promise.all([load(page.url, 50, { headers: html, paths: page.paths }), api()])
    figures.push({ name: page.name, pages: pagesLoad, api: apiLoad })
  }
  return { apiAlone, figures }
}

const mark = (met: boolean) => (met ? 'ok' : 'OVER BUDGET')

/**
 * The lines of one shop's run, each next to its budget. The page budget is the shop's as configured
 * (page cache on); a run with every page rendered is a reference for it, held only to the API's budget.
 */
export function renderFigureLines(
  label: string,
  { apiAlone, figures }: Awaited<ReturnType<typeof loadRenders>>,
  { pageBudget }: { pageBudget: boolean },
): string[] {
  const lines = [
    `${label}: API alone (10 connections) ${apiAlone.perSecond} req/s p99 ${apiAlone.p99Ms} ms${pageBudget ? '' : ' (every page rendered: a reference, no page budget)'}`,
  ]
  for (const { name, pages, api } of figures) {
    const budget = pageBudget && name === 'product page' ? renderBudgets.product : undefined
    const pagesMet = !budget || (pages.perSecond >= budget.pagesPerSecond && pages.p99Ms < budget.p99Ms)
    const apiMet = api.p99Ms < renderBudgets.apiUnderLoadP99Ms
    lines.push(
      `  ${name.padEnd(26)} ${String(pages.perSecond).padStart(6)} pages/s${budget ? ` (≥ ${budget.pagesPerSecond})` : ''}  p99 ${pages.p99Ms} ms${budget ? ` (< ${budget.p99Ms})` : ''}  [${pages.statuses}${pages.errors ? ` errors ${pages.errors}` : ''}]` +
        `   API meanwhile p99 ${api.p99Ms} ms (< ${renderBudgets.apiUnderLoadP99Ms}) ${api.perSecond} req/s   ${mark(pagesMet && apiMet)}`,
    )
  }
  return lines
}
