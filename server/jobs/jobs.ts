import type { FastifyBaseLogger } from 'fastify'
import { sql, type Transaction } from 'kysely'
import {
  PgBoss,
  fromKysely,
  fromPglite,
  type ConstructorOptions,
  type Job,
  type JobResult,
  type QueueOptions,
  type SendOptions,
} from 'pg-boss'
import type { z } from 'zod'
import { homeOf, type Db } from '../db/database.ts'
import { preparedStatement, type PreparedStatement } from '../db/prepared.ts'
import type { JobQueueState } from '../observability/metrics.ts'
import type { Database } from '../db/tables/index.ts'

/**
 * A kind of job: its queue's name, the payload it carries and how it is retried. The payload
 * schema is checked when the job is written and again when it runs, so a job written by an
 * older version of the shop fails with a clear line instead of doing something else.
 */
export interface JobKind<S extends z.ZodType> {
  name: string
  payload: S
  /** Retries, backoff, expiry; `heartbeatSeconds` is what makes a dead worker's job come back soon. */
  queue?: QueueOptions
}

export function jobKind<S extends z.ZodType>(name: string, payload: S, queue?: QueueOptions): JobKind<S> {
  return { name, payload, queue }
}

export type Payload<K extends JobKind<z.ZodType>> = z.infer<K['payload']>

export interface JobRun {
  id: string
  /** 0 on the first try. */
  retryCount: number
}

/** Every queue unless it says otherwise: a dead worker's job is taken up again within ~20 s. */
const defaults: QueueOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 120,
  heartbeatSeconds: 10,
}

export interface JobsOptions {
  db: Db
  log: FastifyBaseLogger
  /** Runs the handlers and the schedules here (WORKERS=on); off: this instance only writes jobs. */
  workers: boolean
}

/** A job that failed for good, as the back office lists it. */
export interface FailedJob {
  id: string
  data: unknown
  output: unknown
  retryCount: number
  /** When it failed for good. */
  createdOn: Date
}

const failedQueue = (kind: JobKind<z.ZodType>) => `${kind.name}.failed`

/**
 * A job row written in one short statement, its settings read from its queue's row: the row
 * pg-boss's `send` writes (jobs.test.ts compares them column by column). `send` builds a general
 * insert (a JSON recordset, every option coalesced, ON CONFLICT over every unique index) that
 * costs about twice as much; in an order's transaction that is time every other order waits.
 */
const insertJob = (schema: string, table: string) => `insert into ${schema}.${table}
  (name, data, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds, keep_until, policy, dead_letter, heartbeat_seconds)
  select q.name, $2::jsonb, q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds, q.deletion_seconds,
    now() + q.retention_seconds * interval '1 second', q.policy, q.dead_letter, q.heartbeat_seconds
  from ${schema}.queue q where q.name = $1
  returning id`

export type Jobs = ReturnType<typeof createJobs>

/** A job as a statement of the caller's writes it: the insert's text, its queue and its payload (JSON). */
export interface JobRow {
  insert: string
  queue: string
  data: string
}

/**
 * The shop's one job queue: pg-boss over the shop's own database, PostgreSQL or the embedded
 * PGlite alike. Jobs are written in the caller's Kysely transaction (committed with the change,
 * or not at all); handlers and cron schedules run on every instance with workers on, and
 * pg-boss hands each job and each schedule slot to one of them.
 */
export function createJobs({ db, log, workers }: JobsOptions) {
  const home = homeOf(db)
  const common: ConstructorOptions = {
    supervise: workers,
    schedule: workers,
    // Expiry and lost heartbeats are checked this often, so a dead worker's job waits seconds, not minutes.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 5,
  }
  const schema = home.kind === 'postgres' && home.schema ? `${home.schema}_jobs` : 'pgboss'
  const boss =
    home.kind === 'postgres'
      ? // A small pool of its own: polling never queues behind the shop's requests for a connection.
        new PgBoss({ ...common, connectionString: home.url, schema, max: 3, application_name: 'shop-jobs' })
      : new PgBoss({ ...common, db: fromPglite(home.pglite), backend: 'pglite' })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))

  const kinds = new Map<string, JobKind<z.ZodType>>()
  /** Each queue's plain insert, its text and prepared; a queue that notifies its workers keeps pg-boss's own. */
  const inserts = new Map<string, { text: string; statement: PreparedStatement<{ id: string }> }>()
  const handlers: {
    kind: JobKind<z.ZodType>
    run: (payload: unknown, job: JobRun) => Promise<void>
    batchSize: number
    pollingSeconds: number
  }[] = []
  const schedules: { kind: JobKind<z.ZodType>; cron: string }[] = []
  let started: Promise<void> | undefined

  const known = (kind: JobKind<z.ZodType>) => {
    const existing = kinds.get(kind.name)
    if (existing && existing !== kind) throw new Error(`two job kinds are named ${kind.name}`)
    kinds.set(kind.name, kind)
  }

  async function runOne(
    kind: JobKind<z.ZodType>,
    run: (payload: unknown, job: JobRun) => Promise<void>,
    job: Job<unknown> & { retryCount?: number },
  ): Promise<JobResult> {
    const parsed = kind.payload.safeParse(job.data)
    if (!parsed.success) {
      // An older or foreign payload: retrying cannot help, so it goes to the failed list at once.
      log.error(
        { job: kind.name, jobId: job.id, issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
        'job payload does not match its schema: failed without retries',
      )
      return { id: job.id, status: 'deadletter', output: { error: 'payload does not match its schema' } }
    }
    try {
      await run(parsed.data, { id: job.id, retryCount: job.retryCount ?? 0 })
      return { id: job.id, status: 'completed' }
    } catch (error) {
      log.warn(
        { err: error, job: kind.name, jobId: job.id, retryCount: job.retryCount },
        'job failed; retried later unless it was the last try',
      )
      return { id: job.id, status: 'failed', output: { error: error instanceof Error ? error.message : String(error) } }
    }
  }

  return {
    /**
     * Registers what runs a kind of job; call before `start`. Up to `batchSize` jobs are taken in
     * one fetch and run side by side: on the embedded database every statement queues behind the
     * shop's own, so fewer, larger fetches leave more room for orders. `pollingSeconds`: how often
     * an idle worker looks for work (a job that runs once a minute needs no second-by-second look).
     */
    handle<K extends JobKind<z.ZodType>>(
      kind: K,
      run: (payload: Payload<K>, job: JobRun) => Promise<void>,
      { batchSize = 1, pollingSeconds = 1 } = {},
    ) {
      known(kind)
      handlers.push({ kind, run: run as (payload: unknown, job: JobRun) => Promise<void>, batchSize, pollingSeconds })
    },

    /** Runs a kind of job on a cron expression, once per slot across every instance. */
    schedule(kind: JobKind<z.ZodType>, cron: string) {
      known(kind)
      schedules.push({ kind, cron })
    },

    /** Creates the queues (and pg-boss's tables the first time), then works if this instance does. */
    start(): Promise<void> {
      started ??= (async () => {
        await boss.start()
        for (const kind of kinds.values()) {
          // Jobs out of tries (or with a payload that no longer parses) wait in a queue nobody works.
          await boss.createQueue(failedQueue(kind), { retentionSeconds: 90 * 86_400 })
          await boss.createQueue(kind.name, { ...defaults, ...kind.queue, deadLetter: failedQueue(kind) })
          const queue = await boss.getQueue(kind.name)
          if (queue && !queue.notify) {
            const text = insertJob(schema, queue.table)
            inserts.set(kind.name, { text, statement: preparedStatement(text) })
          }
        }
        if (!workers) return
        for (const { kind, cron } of schedules) await boss.schedule(kind.name, cron, {}, { tz: 'UTC' })
        for (const { kind, run, batchSize, pollingSeconds } of handlers) {
          await boss.work(
            kind.name,
            // A full batch means more is waiting: fetch again at once, so a backlog (the mail held
            // back by an SMTP outage) drains as fast as its work goes, not one batch per poll.
            { perJobResults: true, includeMetadata: true, batchSize, pollingIntervalSeconds: pollingSeconds, burstWhenBatchFull: true },
            async (jobs) => Promise.all(jobs.map((job) => runOne(kind, run, job))),
          )
        }
      })()
      return started
    },

    /**
     * Writes a job in `trx` (the change's transaction: committed together or not at all), or at
     * once with the plain db. Resolves with the job's id, or null when `singletonKey` already has one.
     */
    async send<K extends JobKind<z.ZodType>>(
      trx: Db | Transaction<Database>,
      kind: K,
      payload: Payload<K>,
      options: Pick<SendOptions, 'singletonKey' | 'retryLimit' | 'retryDelay'> = {},
    ): Promise<string | null> {
      if (!kinds.has(kind.name)) throw new Error(`job kind ${kind.name} was never registered`)
      await started
      const data = kind.payload.parse(payload) as object
      const insert = inserts.get(kind.name)
      if (!insert || Object.values(options).some((value) => value !== undefined))
        return boss.send(kind.name, data, { ...options, db: fromKysely(trx) })
      const [row] = await insert.statement.run(trx, [kind.name, JSON.stringify(data)])
      return row.id
    },

    /**
     * A job to write inside a statement of the caller's own (placing an order writes its
     * confirmation in its one call): the queue's plain insert, taking the queue ($1) and the
     * payload ($2), with both. The same row `send` writes.
     */
    async row<K extends JobKind<z.ZodType>>(kind: K, payload: Payload<K>): Promise<JobRow> {
      if (!kinds.has(kind.name)) throw new Error(`job kind ${kind.name} was never registered`)
      await started
      const insert = inserts.get(kind.name)
      if (!insert) throw new Error(`jobs of ${kind.name} notify their workers: write them with send`)
      return { insert: insert.text, queue: kind.name, data: JSON.stringify(kind.payload.parse(payload)) }
    },

    /**
     * Deletes every job of a kind, and of its failed list, whose payload's `field` is `value`,
     * whatever its state, in `trx` (an account deletion: pg-boss keeps sent payloads for days).
     */
    async forget(trx: Db | Transaction<Database>, kind: JobKind<z.ZodType>, field: string, value: string): Promise<void> {
      await started
      await sql`delete from ${sql.table(`${schema}.job`)} where name in (${kind.name}, ${failedQueue(kind)}) and data ->> ${field} = ${value}`.execute(
        trx,
      )
    },

    /** Empties the payload of one job once it has done its work: what it carried is kept nowhere. */
    async redact(kind: JobKind<z.ZodType>, id: string): Promise<void> {
      await started
      await boss.getDb().executeSql(`update ${schema}.job set data = '{}'::jsonb where name = $1 and id = $2`, [kind.name, id])
    },

    /** Jobs of a kind that failed for good, newest first. */
    async failed(kind: JobKind<z.ZodType>, limit = 100): Promise<FailedJob[]> {
      await started
      const jobs = (await boss.findJobs(failedQueue(kind), { queued: true, limit: 100_000 }))
        .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
        .slice(0, limit)
      // Why it failed is kept on the original job, in its own queue.
      return Promise.all(
        jobs.map(async (job) => {
          const [source] = job.sourceId ? await boss.findJobs(kind.name, { id: job.sourceId }) : []
          return { id: job.id, data: job.data, output: source?.output ?? null, retryCount: job.retryCount, createdOn: job.createdOn }
        }),
      )
    },

    /** Puts a failed job back in its queue with the same payload (so a mail keeps its Message-ID). */
    async retry(kind: JobKind<z.ZodType>, id: string): Promise<boolean> {
      await started
      return (await boss.redrive(failedQueue(kind), { ids: [id] })) > 0
    },

    /** Jobs of a kind waiting or running, counted in the table itself (queue stats lag): tests wait for zero. */
    async pending(kind: JobKind<z.ZodType>): Promise<number> {
      await started
      const jobs = await boss.findJobs(kind.name, { limit: 100_000 })
      return jobs.filter((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active').length
    },

    /**
     * Each kind's queue for /metrics: jobs ready and not taken, jobs failed for good (in its
     * dead-letter queue), and how long the oldest ready one has waited. One query for the ages.
     */
    async stats(): Promise<JobQueueState[]> {
      if (!started) return []
      await started
      const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]))
      const { rows } = (await boss.getDb().executeSql(`select name, extract(epoch from now() - min(created_on))::float8 as waited
        from ${schema}.job where state in ('created', 'retry') and start_after <= now() group by name`)) as {
        rows: { name: string; waited: number }[]
      }
      const waited = new Map(rows.map((row) => [row.name, row.waited]))
      return [...kinds.keys()].map((name) => ({
        queue: name,
        waiting: queues.get(name)?.readyCount ?? 0,
        failed: queues.get(`${name}.failed`)?.queuedCount ?? 0,
        oldestWaitingSeconds: waited.get(name) ?? 0,
      }))
    },

    /**
     * Stops taking jobs; running ones get `graceMs` to finish, then whatever is left is handed
     * back (its heartbeat stops, so another instance takes it up).
     */
    async stop(graceMs = 5000): Promise<void> {
      if (!started) return
      await started.catch(() => {})
      await boss.stop({ graceful: true, timeout: graceMs, close: true })
    },
  }
}
