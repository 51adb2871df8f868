import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import type { NodeSDK } from '@opentelemetry/sdk-node'
import { startTracing } from './tracing.ts'
import type { TestShop } from '../test/test-app.ts'

// Tracing starts before the shop's modules load, as `preload.ts` does for the server: they are
// imported only after it.
const exporter = new InMemorySpanExporter()
let sdk: NodeSDK
let shop: TestShop
let base: string
beforeAll(async () => {
  sdk = startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  const { createTestShop } = await import('../test/test-app.ts')
  shop = await createTestShop()
  await shop.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await shop.close()
  await sdk.shutdown()
})

describe('traces', () => {
  it('has one server span per request, named by its route, with the Fastify handler inside it', async () => {
    exporter.reset()
    for (const url of [
      '/api/v1/sco/getscogoodslists?page=1',
      '/api/v1/boot/getscogoodslists?page=2',
      '/api/v1/sco/getgooddetail?goods_id=1',
    ]) {
      expect((await fetch(base + url)).status).toBe(200)
    }
    const spans = exporter.getFinishedSpans()
    const server = spans.filter((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-http')
    expect(server.map((span) => span.name)).toEqual([
      'GET /api/v1/:product/getscogoodslists',
      'GET /api/v1/:product/getscogoodslists',
      'GET /api/v1/:product/getgooddetail',
    ])
    const fastify = spans.filter((span) => span.instrumentationScope.name === '@fastify/otel' && span.name === 'request')
    expect(fastify).toHaveLength(3)
    // Each Fastify span hangs under its request's server span: one trace per request.
    for (const span of fastify) {
      expect(server.some((parent) => parent.spanContext().spanId === span.parentSpanContext?.spanId)).toBe(true)
    }
  })

  it.runIf(process.env.DATABASE_URL)('has a span for each PostgreSQL query, in the trace of its request', async () => {
    exporter.reset()
    await fetch(`${base}/api/v1/sco/getscogoodslists?page=1`)
    const spans = exporter.getFinishedSpans()
    const [server] = spans.filter((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-http')
    const queries = spans.filter(
      (span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-pg' && span.name.startsWith('pg.query'),
    )
    expect(queries.length).toBeGreaterThan(0)
    expect(queries.every((span) => span.spanContext().traceId === server.spanContext().traceId)).toBe(true)
  })

  it('leaves out health checks and scrapes, which are polled every few seconds', async () => {
    exporter.reset()
    await fetch(`${base}/health/ready`)
    await fetch(`${base}/metrics`)
    expect(exporter.getFinishedSpans().filter((span) => span.instrumentationScope.name !== '@opentelemetry/instrumentation-pg')).toEqual([])
  })
})
