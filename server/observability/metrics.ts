import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** What the shop's own code counts; each instance counts its own, Prometheus adds them up. */
export interface ShopCounters {
  orderPlaced(): void
  orderPaid(): void
  paymentNotification(result: 'verified' | 'refused'): void
  mail(result: 'sent' | 'failed'): void
}

/** One queue's state as the job queue reports it at scrape time. */
export interface JobQueueState {
  queue: string
  /** Jobs ready to run and not yet taken by a worker. */
  waiting: number
  /** Jobs that failed for good (after their last try) and wait for a person. */
  failed: number
  /** How long the oldest waiting job has waited, in seconds (0 when none waits). */
  oldestWaitingSeconds: number
}

/** Filled in by the job queue: read by each of its three gauges at every scrape, so keep it cheap. */
export interface JobQueueStats {
  read(): Promise<JobQueueState[]>
}

export interface ShopMetrics {
  registry: Registry
  counters: ShopCounters
  /** One answered request: `route` is the route's pattern (never the raw path: its cardinality is unbounded). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void
  /** The job queue hands its stats here once it runs; until then its gauges stay empty. */
  watchJobQueue(stats: JobQueueStats): void
}

/**
 * A registry per app (tests build many apps in one process): request counts and latency per
 * route and status, pool use, the shop's events, the job queue, and Node's own process metrics.
 */
export function createMetrics({
  poolUse,
  onCollectError,
}: {
  /** The PostgreSQL pool's connections; undefined on PGlite, which has one connection and no pool. */
  poolUse: () => { total: number; idle: number; waiting: number } | undefined
  onCollectError: (error: unknown) => void
}): ShopMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  registry.registerMetric(
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [],
      collect() {
        const use = poolUse()
        if (!use) return
        for (const [state, value] of Object.entries(use)) this.set({ state }, value)
      },
    }),
  )
  const ordersPlaced = new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed', registers })
  const ordersPaid = new Counter({ name: 'shop_orders_paid_total', help: 'Orders that became paid (gateway, sandbox)', registers })
  const notifications = new Counter({
    name: 'shop_payment_notifications_total',
    help: 'Payment notifications by signature check: verified or refused',
    labelNames: ['result'],
    registers,
  })
  const mails = new Counter({
    name: 'shop_mails_total',
    help: 'Mail handed to the mail server (or outbox): sent or failed',
    labelNames: ['result'],
    registers,
  })

  let jobQueue: JobQueueStats | undefined
  const readQueue = () =>
    (jobQueue?.read() ?? Promise.resolve([])).catch((error: unknown) => {
      onCollectError(error)
      return []
    })
  const queueGauge = (name: string, help: string, value: (state: JobQueueState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset()
        for (const state of await readQueue()) this.set({ queue: state.queue }, value(state))
      },
    })
  queueGauge('shop_jobs_waiting', 'Jobs ready to run, not yet taken by a worker', (state) => state.waiting)
  queueGauge('shop_jobs_failed', 'Jobs failed after their last try, waiting for a person', (state) => state.failed)
  queueGauge('shop_jobs_oldest_waiting_seconds', 'Age of the oldest waiting job', (state) => state.oldestWaitingSeconds)

  return {
    registry,
    counters: {
      orderPlaced: () => ordersPlaced.inc(),
      orderPaid: () => ordersPaid.inc(),
      paymentNotification: (result) => notifications.inc({ result }),
      mail: (result) => mails.inc({ result }),
    },
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    watchJobQueue(stats) {
      jobQueue = stats
    },
  }
}
