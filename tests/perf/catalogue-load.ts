import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

/** DESIGN §6, API on one core: a 20-product listing with and without the micro-cache. */
export const catalogueBudgets = {
  cached: { requestsPerSecond: 5_000, p99Ms: 20 },
  uncached: { requestsPerSecond: 2_000 },
} as const

/** Catalogue reads on loopback, bounded in time; the listing of 20 products the design measures. */
export async function loadCatalogue(baseUrl: string, seconds = 8): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}/api/v1/sco/getscogoodslists?page=1&page_size=20`,
    connections: 10,
    duration: seconds,
    headers: { 'accept-language': 'en' },
  })
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx }
}

const mark = (met: boolean) => (met ? 'ok' : 'OVER BUDGET')

/** One line of the bench: the figures, each next to its budget. */
export function catalogueFigure(database: string, cacheMs: number, result: LoadResult): string {
  const label = `${database} ${cacheMs > 0 ? `micro-cache ${cacheMs} ms` : 'CATALOGUE_CACHE_MS=0'}`.padEnd(36)
  const rps = `${String(result.requestsPerSecond).padStart(6)} req/s`
  if (cacheMs > 0) {
    const budget = catalogueBudgets.cached
    const met = result.requestsPerSecond >= budget.requestsPerSecond && result.p99Ms < budget.p99Ms
    return `${label} ${rps} (≥ ${budget.requestsPerSecond})   p99 ${result.p99Ms} ms (< ${budget.p99Ms})   errors ${result.errors}   ${mark(met)}`
  }
  const budget = catalogueBudgets.uncached
  return `${label} ${rps} (≥ ${budget.requestsPerSecond})   p99 ${result.p99Ms} ms   errors ${result.errors}   ${mark(result.requestsPerSecond >= budget.requestsPerSecond)}`
}
