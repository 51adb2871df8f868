import { createServer, type Server } from 'node:http'
import type { ShopMetrics } from './metrics.ts'

/**
 * METRICS_PORT: `/metrics` without a token on 127.0.0.1 only, so a scraper on the same host
 * (or a sidecar) reads them and nothing from outside can. Resolves once listening.
 */
export async function listenForMetrics(metrics: ShopMetrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}
