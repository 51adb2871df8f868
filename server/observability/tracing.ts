import { NodeSDK } from '@opentelemetry/sdk-node'
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { FastifyOtelInstrumentation } from '@fastify/otel'

/**
 * Traces through OpenTelemetry's Node SDK: a server span per request named by its route
 * (`GET /api/v1/:product/goods`), Fastify's hooks and handler inside it, and every PostgreSQL
 * query (pg). Started before the server's modules load (`preload.ts`): Fastify and pg are
 * CommonJS, and Node 24 loads them through `require` even from our ES modules, where the SDK's
 * hooks patch them — no ESM loader hook is needed for them. @fastify/otel registers itself on
 * every Fastify instance as it is created (`registerOnInitialization`).
 *
 * Without `spanProcessors` the SDK exports over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT and reads
 * the other standard OTEL_* settings (service name, headers, sampler) itself.
 */
/** Health checks and scrapes are polled every few seconds: spans of them would drown the rest. */
const polled = (url = '') => /^\/(health\/|metrics(\?|$)|api\/health(\?|$))/.test(url)

export function startTracing({ spanProcessors }: { spanProcessors?: SpanProcessor[] } = {}): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: 'cross-border-shop',
    ...(spanProcessors ? { spanProcessors } : {}),
    // Traces only: metrics are /metrics' (Prometheus), log lines pino's on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => polled(request.url) }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (route) => polled(route.url) }),
      new PgInstrumentation(),
    ],
  })
  sdk.start()
  return sdk
}
