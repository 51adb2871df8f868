// `node --import ./server/observability/preload.ts server/server.ts` (npm start and serve do):
// tracing has to start before Fastify and pg are loaded, so it cannot wait for server.ts.
import { loadConfigOrExit } from '../env.ts'
import { whenTracingStops } from './tracing-stop.ts'

const config = loadConfigOrExit()
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing.ts')
  const sdk = startTracing()
  whenTracingStops(() => sdk.shutdown())
}
