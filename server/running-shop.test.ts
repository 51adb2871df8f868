import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './env.ts'
import { buildApp } from './app.ts'
import { createDatabase } from './db/database.ts'
import { prepareDatabase } from './db/prepare.ts'
import { createShopper, fillCart, goodsOf, orderBody, type Shopper } from './modules/orders/test/shoppers.ts'
import { freePort, startShopProcess, type ShopProcess } from './test/shop-process.ts'

/*
 * The shop as the operator runs it: a real `node server/server.ts` process on an embedded
 * database, backed up while it serves, restored elsewhere, and stopped with SIGTERM.
 */

const graceMs = 2000
let folder: string
let dataDir: string
let port: number
let shopProcess: ChildProcess
let shop: ShopProcess
const placed: { order_no: string; total: number; status: string }[] = []
/** Shoppers with a full cart who order from the running shop while it is being backed up. */
const waiting: Shopper[] = []

/** Node 24 runs the TypeScript sources; the embedded database whatever the suite runs on. */
function shopEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env
  return { ...env, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'off', APP_DIR: './no-app-here', ...extra }
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, args, { env: shopEnv(env) })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, out }))
}

/** The orders of a data folder, each with how many lines it has. */
async function ordersIn(dir: string) {
  const db = createDatabase({ dataDir: dir })
  try {
    return await db
      .selectFrom('orders')
      .select((eb) => [
        'order_no',
        'total',
        'status',
        eb
          .selectFrom('order_lines')
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('lines'),
      ])
      .orderBy('order_no')
      .execute()
  } finally {
    await db.destroy()
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'running-shop-'))
  dataDir = join(folder, 'data')
  // A shop with orders, made in this process and closed again: the shop process opens it next.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const db = createDatabase({ dataDir })
  await prepareDatabase(db, { seed: 'auto' })
  const app = await buildApp({ config, db, appDir: './no-app-here' })
  const [goods] = await goodsOf(db, 'sco')
  for (const method of ['card', 'cod', 'alipay']) {
    const shopper = await createShopper(db)
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const body = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: method }),
        headers: shopper.headers,
      })
    ).json()
    if (body.code !== 200) throw new Error(`order not placed: ${body.msg}`)
    placed.push({ order_no: body.data.order_no, total: body.data.total, status: body.data.status })
  }
  for (let i = 0; i < 6; i += 1) {
    const shopper = await createShopper(db)
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    waiting.push(shopper)
  }
  await app.close()

  port = await freePort()
  shop = await startShopProcess(shopEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_GRACE_MS: String(graceMs) }))
  shopProcess = shop.child
}, 180_000)

afterAll(async () => {
  if (shopProcess.exitCode === null) shopProcess.kill('SIGKILL')
  await rm(folder, { recursive: true, force: true })
})

const base = () => `http://127.0.0.1:${port}`

describe('backups of the embedded database', () => {
  it('backs up the running shop while it takes orders, and a restore into a fresh folder finds the same orders', async () => {
    const file = join(folder, 'shop-backup.tar.gz')
    const backingUp = run(['server/cli/shop.ts', 'backup', file], { DATA_DIR: dataDir })
    // Shoppers go on ordering while the copy is made.
    const ordering = Promise.all(
      waiting.map(async (shopper, i) => {
        await sleep(i * 300)
        const answer = await fetch(`${base()}/api/v1/sco/user/createorder`, {
          method: 'POST',
          headers: { ...shopper.headers, 'content-type': 'application/json' },
          body: JSON.stringify(orderBody('sco')),
        })
        return (await answer.json()) as { code: number; data: { order_no: string } }
      }),
    )
    const backup = await backingUp
    expect(backup.out).toContain('taken by the running shop')
    expect(backup.code).toBe(0)
    const during = await ordering
    expect(during.map((answer) => answer.code)).toEqual(waiting.map(() => 200))

    const fresh = join(folder, 'restored')
    const restore = await run(['server/cli/shop.ts', 'restore', file], { DATA_DIR: fresh })
    expect(restore.out).toContain('restored into')
    expect(restore.code).toBe(0)
    const restored = await ordersIn(fresh)
    // Every order placed before is there as it was; one placed during the copy is there whole or not at all.
    const before = new Set(placed.map((order) => order.order_no))
    expect(restored.filter((order) => before.has(order.order_no)).map(({ lines: _lines, ...order }) => order)).toEqual(
      [...placed].sort((a, b) => a.order_no.localeCompare(b.order_no)),
    )
    const placedDuring = new Set(during.map((answer) => answer.data.order_no))
    expect(restored.every((order) => before.has(order.order_no) || placedDuring.has(order.order_no))).toBe(true)
    expect(restored.every((order) => Number(order.lines) === 1)).toBe(true)

    // Never over a database: the folder now holds one.
    const again = await run(['server/cli/shop.ts', 'restore', file], { DATA_DIR: fresh })
    expect(again.code).toBe(1)
    expect(again.out).toContain('is not empty')
  }, 180_000)

  it('refuses a file that is not a backup, and leaves no folder behind', async () => {
    const junk = join(folder, 'server.ts.tar.gz')
    await writeFile(junk, 'not a backup')
    const target = join(folder, 'from-junk')
    const restore = await run(['server/cli/shop.ts', 'restore', junk], { DATA_DIR: target })
    expect(restore.code).toBe(1)
    expect(restore.out).toContain('is not a backup of the shop')
    await expect(rm(target)).rejects.toThrow(/ENOENT/)
  }, 120_000)

  it('points at pg_dump on PostgreSQL', async () => {
    const refused = await run(['server/cli/shop.ts', 'backup', join(folder, 'pg.dump')], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    })
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('pg_dump')
  })
})

describe('shutting down on SIGTERM', () => {
  it('says not ready for SHUTDOWN_GRACE_MS while still serving, then closes the listener and finishes what is in flight', async () => {
    // A request in flight: its body arrives only after the listener has closed.
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' })
    let answered = ''
    const inFlight = request(`${base()}/api/v1/sco/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const response = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (incoming) => {
        incoming.on('data', (chunk) => (answered += chunk))
        incoming.on('end', () => resolve(incoming.statusCode!))
      })
      inFlight.on('error', reject)
    })
    inFlight.write(body.slice(0, 10))
    await sleep(200)

    const exited = once(shopProcess, 'exit')
    const signalled = Date.now()
    shopProcess.kill('SIGTERM')
    await sleep(300)
    const ready = await fetch(`${base()}/health/ready`)
    expect(ready.status).toBe(503)
    expect((await ready.json()).data).toMatchObject({ shutting_down: true })
    expect((await fetch(`${base()}/health/live`)).status).toBe(200)
    const served = await fetch(`${base()}/api/v1/sco/getscogoodslists?page=1`)
    expect(served.status).toBe(200)
    // Kept-alive connections are closed after their answer, so the proxy reconnects elsewhere.
    expect(served.headers.get('connection')).toBe('close')

    // New connections are refused once the grace period is over, not before.
    const listening = () =>
      fetch(`${base()}/health/live`).then(
        () => true,
        () => false,
      )
    while (await listening()) await sleep(50)
    const closedAfter = Date.now() - signalled
    expect(closedAfter).toBeGreaterThanOrEqual(graceMs)
    expect(closedAfter).toBeLessThan(graceMs + 3000)

    inFlight.end(body.slice(10))
    expect(await response).toBe(200)
    expect(JSON.parse(answered).code).toBeTypeOf('number')
    const [code] = await exited
    expect(code).toBe(0)
    expect(shop.log()).toContain('shut down')
  }, 60_000)

  it('refuses to start with a wrong METRICS_PORT, saying which setting is wrong, and listens on nothing', async () => {
    const started = await run(['server/server.ts'], {
      DATA_DIR: join(folder, 'never'),
      PORT: String(port),
      METRICS_PORT: 'nine',
      HOST: '127.0.0.1',
    })
    expect(started.code).toBe(1)
    expect(started.out).toContain('METRICS_PORT: a port number from 1 to 65535')
    await expect(fetch(`${base()}/health/live`)).rejects.toThrow('fetch failed')
  })
})

describe('backups with no shop answering', () => {
  it('reads the folder itself once the shop has stopped', async () => {
    expect(shopProcess.exitCode).toBe(0)
    const file = join(folder, 'after-stop.tar.gz')
    const backup = await run(['server/cli/shop.ts', 'backup', file], { DATA_DIR: dataDir })
    expect(backup.out).toContain('taken by the data folder')
    expect(backup.code).toBe(0)
    const again = join(folder, 'restored-after-stop')
    expect((await run(['server/cli/shop.ts', 'restore', file], { DATA_DIR: again })).code).toBe(0)
    // Everything the shop answered, before and during the first backup.
    expect((await ordersIn(again)).length).toBe(placed.length + waiting.length)
  }, 120_000)

  it('never opens a folder another process holds open', async () => {
    const held = createDatabase({ dataDir: join(folder, 'restored') })
    try {
      await held.selectFrom('orders').select('order_no').execute()
      const backup = await run(['server/cli/shop.ts', 'backup', join(folder, 'held.tar.gz')], { DATA_DIR: join(folder, 'restored') })
      expect(backup.code).toBe(1)
      expect(backup.out).toContain('is open, but no shop answers')
    } finally {
      await held.destroy()
    }
  }, 120_000)
})
