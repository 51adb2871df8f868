import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Db } from './database.ts'
import { prepareDatabase } from './prepare.ts'
import { isConnectionLost } from './connection-loss.ts'
import { mailJob } from '../mail/outbox-job.ts'
import { freePort, startShopProcess } from '../test/shop-process.ts'
import { createShopper, fillCart, goodsOf, orderBody, stockOf, type Shopper } from '../modules/orders/test/shoppers.ts'

/*
 * PostgreSQL goes away under a running shop: every backend of its database is terminated during
 * a burst of orders (a restart, a failover, an administrator's pg_terminate_backend), then the
 * database refuses connections for a while. The shop process must stay up, answer "try again"
 * (503, Retry-After) meanwhile, and every order it answered 200 must exist exactly once.
 */
const databaseUrl = process.env.DATABASE_URL
// Named after the suite's database, so a run keeps to the database names it was given.
const databaseName = `${databaseUrl ? new URL(databaseUrl).pathname.slice(1) : 'shop'}_connection_loss_${process.pid}`
/** The test's own connections carry this name and are spared: only the shop's are killed. */
const testApplication = 'connection-loss-test'

let admin: pg.Client
let db: Db
let shopUrl: string
let shop: ChildProcess
let shopLog: () => string
let goodsId: number
const shoppers: Shopper[] = []

function urlOf(database: string, application?: string): string {
  const url = new URL(databaseUrl!)
  url.pathname = `/${database}`
  if (application) url.searchParams.set('application_name', application)
  return url.toString()
}

/** Terminates every backend of the shop's database but the test's own; how many it ended. */
async function killShopConnections(): Promise<number> {
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and application_name <> $2`,
    [databaseName, testApplication],
  )
  return rowCount ?? 0
}

interface Answer {
  status: number
  retryAfter: string | null
  body: { code: number; msg: string; data?: { order_no?: string } }
}

/** A wallet order: confirmed by mail as it is placed (a card order's confirmation waits for its payment). */
const walletOrder = () => JSON.stringify(orderBody('sco', { payment_method: 'alipay' }))

async function placeOrder(shopper: Shopper, key: string): Promise<Answer> {
  const response = await fetch(`${shopUrl}/api/v1/sco/user/createorder`, {
    method: 'POST',
    headers: { ...shopper.headers, 'content-type': 'application/json', 'accept-language': 'en', 'idempotency-key': key },
    body: walletOrder(),
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}

/** As the shop's client does after a 503: waits as told and sends the same request again, same key. */
async function placeOrderPatiently(shopper: Shopper, key: string, seen: Answer[]): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await placeOrder(shopper, key)
    seen.push(answer)
    if (answer.status !== 503 || attempt === 30) return answer
    await sleep(Number(answer.retryAfter) * 100)
  }
}

async function ready(): Promise<{ status: number; database?: string }> {
  const response = await fetch(`${shopUrl}/health/ready`).catch(() => undefined)
  if (!response) return { status: 0 }
  const body = (await response.json()) as { data?: { database?: string } }
  return { status: response.status, database: body.data?.database }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  for (const deadline = Date.now() + ms; ; await sleep(100)) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
  }
}

async function ordersOf(people: Shopper[]): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_no')
    .where(
      'user_id',
      'in',
      people.map((person) => person.userId),
    )
    .execute()
  return rows.map((row) => row.order_no).sort()
}

/** The order confirmations' jobs (pg-boss's own schema): sent, and not yet. */
async function mailJobs(): Promise<{ completed: number; waiting: number }> {
  const { rows } = await sql<{ completed: number; waiting: number }>`
    select count(*) filter (where state = 'completed') as completed, count(*) filter (where state <> 'completed') as waiting
      from pgboss.job where name = ${mailJob.name}`.execute(db)
  return rows[0]
}

describe.skipIf(!databaseUrl)('the database going away under a running shop (PostgreSQL)', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${databaseName} with (force)`)
    await admin.query(`create database ${databaseName}`)
    db = createDatabase({ databaseUrl: urlOf(databaseName, testApplication), dataDir: 'memory://' })
    await prepareDatabase(db, { seed: 'auto' })
    ;[{ id: goodsId }] = await goodsOf(db, 'sco')
    await db.updateTable('goods').set({ stock: 10_000 }).where('id', '=', goodsId).execute()
    for (let i = 0; i < 12; i += 1) shoppers.push(await createShopper(db))

    const port = await freePort()
    shopUrl = `http://127.0.0.1:${port}`
    const { DATABASE_URL: _ignored, ...env } = process.env
    const started = await startShopProcess({
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED: 'off',
      APP_DIR: './no-app-here',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: urlOf(databaseName),
      DATABASE_POOL_SIZE: '4',
    })
    shop = started.child
    shopLog = started.log
  }, 180_000)

  afterAll(async () => {
    if (shop?.exitCode === null) shop.kill('SIGKILL')
    await db?.destroy()
    await admin?.query(`alter database ${databaseName} allow_connections true`).catch(() => {})
    await admin?.query(`drop database if exists ${databaseName} with (force)`)
    await admin?.end()
  })

  it('stays up through connections killed mid-burst, and every order answered exists once', async () => {
    const stockBefore = await stockOf(db, goodsId)
    const answered: string[] = []
    const seen: Answer[] = []
    let killed = 0
    const kills = { over: false }
    // Each shopper orders until the kills are over, and twice at least (however slow the machine).
    const burst = shoppers.map(async (shopper, index) => {
      for (let round = 0; !kills.over || round < 2; round += 1) {
        await fillCart(db, shopper.userId, 'sco', [{ goods_id: goodsId, quantity: 1 }])
        const answer = await placeOrderPatiently(shopper, `loss-${index}-${round}`, seen)
        expect(answer.body).toMatchObject({ code: 200 })
        answered.push(answer.body.data!.order_no!)
      }
    })
    for (let kill = 0; kill < 4; kill += 1) {
      await sleep(400)
      killed += await killShopConnections()
    }
    kills.over = true
    await Promise.all(burst)

    expect(shop.exitCode).toBeNull()
    expect(shopLog()).not.toContain('shutting down after an error')
    expect(killed).toBeGreaterThan(0)
    expect(seen.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([])
    // Every try-again says when, in the shopper's language.
    for (const answer of seen.filter(({ status }) => status === 503)) {
      expect(answer.retryAfter).toMatch(/^\d+$/)
      expect(answer.body.msg).toMatch(/try again/)
    }
    expect(answered.length).toBeGreaterThan(shoppers.length)
    // Answered once each, none made without an answer, none twice.
    expect(new Set(answered).size).toBe(answered.length)
    expect(await ordersOf(shoppers)).toEqual([...answered].sort())
    expect(await stockOf(db, goodsId)).toBe(stockBefore - answered.length)
    expect((await until(ready, (state) => state.status === 200)).status).toBe(200)
    // The job queue's connections were killed too: its workers carry on and send every confirmation.
    const mails = await until(mailJobs, (states) => states.completed >= answered.length && states.waiting === 0, 60_000)
    expect(mails).toEqual({ completed: answered.length, waiting: 0 })
  }, 120_000)

  it('says not ready and "try again" while the database refuses connections, and serves again when it is back', async () => {
    await admin.query(`alter database ${databaseName} allow_connections false`)
    await killShopConnections()
    expect(await until(ready, (state) => state.status === 503)).toEqual({ status: 503, database: 'down' })

    const [shopper] = shoppers
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goodsId, quantity: 1 }])
    const refused = await placeOrder(shopper, 'while-away-1')
    expect(refused.status).toBe(503)
    expect(refused.retryAfter).toBe('2')
    expect(refused.body.msg).toBe('The shop lost its connection to its database for a moment. Please try again in a few seconds.')
    const inChinese = await fetch(`${shopUrl}/api/v1/sco/user/createorder`, {
      method: 'POST',
      headers: { ...shopper.headers, 'content-type': 'application/json', 'accept-language': 'zh-CN', 'idempotency-key': 'while-away-2' },
      body: walletOrder(),
    })
    expect(inChinese.status).toBe(503)
    expect(((await inChinese.json()) as { msg: string }).msg).toMatch(/数据库/)

    await admin.query(`alter database ${databaseName} allow_connections true`)
    expect((await until(ready, (state) => state.status === 200)).status).toBe(200)
    const placed = await placeOrder(shopper, 'while-away-1')
    expect(placed.body).toMatchObject({ code: 200 })
    expect(shop.exitCode).toBeNull()
  }, 60_000)

  it('knows a lost connection from a wrong statement', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isConnectionLost(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false)
    expect(isConnectionLost(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false)
  })
})
