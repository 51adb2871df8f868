import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

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
