import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { access, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../env.ts'
import { buildApp } from '../app.ts'
import { createDatabase } from '../db/database.ts'
import { dataFolderLockPath } from '../db/data-folder.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { createShopper, fillCart, goodsOf, orderBody } from '../modules/orders/test/shoppers.ts'
import { freePort, startShopProcess } from '../test/shop-process.ts'

/*
 * One writer per data folder, as the operator meets it: a real `node server/server.ts` on an
 * embedded database, and `npm run shop -- …` run beside it as separate processes.
 */

let folder: string
let dataDir: string
let port: number
let shopProcess: ChildProcess
let goodsId: number
/** Two card orders paid through the sandbox before the shop process starts. */
const paid: string[] = []

function shopEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env
  return { ...env, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'off', APP_DIR: './no-app-here', PUBLIC_URL: 'http://shop.test', ...extra }
}

function spawnNode(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env: shopEnv(env) })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return { child, exited: once(child, 'exit').then(([code]) => ({ code: code as number | null, out })) }
}

/** `npm run shop -- <args>` on `dir`. */
const shop = (args: string[], dir = dataDir) => spawnNode(['server/cli/shop.ts', ...args], { DATA_DIR: dir }).exited

const base = () => `http://127.0.0.1:${port}`

async function api(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: object) {
  const answer = await fetch(`${base()}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return (await answer.json()) as { code: number; msg: string; data?: any }
}

const stockSeen = async () => (await api('GET', `/api/v1/sco/getgooddetail?id=${goodsId}`)).data.stock as number

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'one-writer-'))
  dataDir = join(folder, 'data')
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const db = createDatabase({ dataDir })
  await prepareDatabase(db, { seed: 'auto' })
  const app = await buildApp({ config, db, appDir: './no-app-here' })
  const [goods] = await goodsOf(db, 'sco')
  goodsId = goods.id
  for (let i = 0; i < 2; i += 1) {
    const shopper = await createShopper(db)
    await fillCart(db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    const placed = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'card' }),
        headers: shopper.headers,
      })
    ).json()
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/sandbox/card/tokenize',
        payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
      })
    ).json()
    const payment = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/payorder',
        payload: { order_no: placed.data.order_no, payment_method: 'card', card_token: token.data.token, last4: '4242', brand: 'visa' },
        headers: shopper.headers,
      })
    ).json()
    if (payment.code !== 200) throw new Error(`order not paid: ${payment.msg}`)
    paid.push(placed.data.order_no)
  }
  await app.close()

  port = await freePort()
  shopProcess = (await startShopProcess(shopEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }))).child
}, 180_000)

afterAll(async () => {
  if (shopProcess.exitCode === null) shopProcess.kill('SIGKILL')
  await rm(folder, { recursive: true, force: true })
})

describe('the command line beside a running embedded shop', () => {
  it('sets stock through the shop: its API sells from the new count at once', async () => {
    const before = await stockSeen()
    const set = await shop(['set-stock', String(goodsId), '777', '--reason', 'stock count'])
    expect(set.out).toContain('777 in stock')
    expect(set.code).toBe(0)
    expect(before).not.toBe(777)
    expect(await stockSeen()).toBe(777)
    // The shop still holds its own folder: nothing removed PGlite's pid file under it.
    expect(await exists(join(dataDir, 'postmaster.pid'))).toBe(true)
  }, 120_000)

  let operator: Record<string, string>
  it('adds an operator whose printed link the running shop accepts', async () => {
    const email = 'night-shift@ops.example.com'
    const password = 'correct horse battery staple'
    // The back office in use: the shop has read its invitations (a link that is not one is refused).
    expect((await api('POST', '/api/admin/password', {}, { token: 'A'.repeat(43), password })).code).not.toBe(200)
    const added = await shop(['operator', 'add', '--email', email, '--role', 'owner'])
    expect(added.code).toBe(0)
    const token = new URL(added.out.match(/http\S+/)![0]).searchParams.get('token')
    expect((await api('POST', '/api/admin/password', {}, { token, password })).code).toBe(200)
    const signIn = await api('POST', '/api/admin/sign-in', {}, { email, password })
    expect(signIn.code).toBe(200)
    const secret = new URL(signIn.data.otpauth_url).searchParams.get('secret')!
    operator = { 'x-operator-token': signIn.data.token }
    const confirmed = await api('POST', '/api/admin/totp', operator, { code: generateSync({ secret }) })
    expect(confirmed.code).toBe(200)
  }, 120_000)

  it('refunds through the shop: the back office then refuses a second refund, and one refund is recorded', async () => {
    const [orderNo] = paid
    const refunded = await shop(['refund', orderNo])
    expect(refunded.code).toBe(0)
    expect(refunded.out).toMatch(/refund \/ \w+ .* refunded \d+/)
    // The back office sees it at once, and refuses to refund it again with its own message.
    const again = await api('POST', `/api/admin/orders/${orderNo}/refund`, operator, {})
    expect(again.code).not.toBe(200)
    expect(again.msg).toBe('Cannot refund this order: its status is refund.')
    const detail = (await api('GET', `/api/admin/orders/${orderNo}`, operator)).data
    expect(detail.status).toBe('refund')
    expect(detail.payments.filter((payment: { kind: string }) => payment.kind === 'refund')).toHaveLength(1)
    // The same door as the back office's: audited, with no operator (the command line).
    const audit = (await api('GET', `/api/admin/audit?subject=order:${orderNo}`, operator)).data.list
    expect(audit).toMatchObject([{ action: 'order.refund', operator: null, ip: null }])
    // And the command line, asked again, says what the back office says.
    const twice = await shop(['refund', orderNo])
    expect(twice.code).toBe(1)
    expect(twice.out).toContain('Cannot refund this order: its status is refund.')
  }, 120_000)

  it('refuses to touch a folder a killed shop left open, changing nothing', async () => {
    const killed = once(shopProcess, 'exit')
    shopProcess.kill('SIGKILL')
    await killed
    const set = await shop(['set-stock', String(goodsId), '5'])
    expect(set.code).toBe(1)
    expect(set.out).toContain('is open, but no shop answers')
    expect(set.out).toContain('kill -TERM')
    expect(set.out).not.toContain('in stock')
    expect(await exists(join(dataDir, 'postmaster.pid'))).toBe(true)
    // The count the shop left (777 set, one back from the refunded order) is still there.
    const db = createDatabase({ dataDir })
    try {
      expect((await db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock).toBe(778)
    } finally {
      await db.destroy()
    }
  }, 120_000)
})

describe('the command line with no shop running', () => {
  it('holds the folder while it works: a shop started meanwhile refuses, saying which command holds it', async () => {
    const quiet = join(folder, 'quiet')
    // A command that waits for its input: the catalogue import reads a named pipe nobody has written yet.
    const pipe = join(folder, 'catalogue.csv')
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0)
    const importing = spawnNode(['server/cli/shop.ts', 'catalogue', 'import', pipe], { DATA_DIR: quiet })
    while (!(await exists(dataFolderLockPath(quiet)))) {
      if (importing.child.exitCode !== null) throw new Error(`the import ended: ${(await importing.exited).out}`)
      await sleep(50)
    }
    const started = await spawnNode(['server/server.ts'], { DATA_DIR: quiet, PORT: String(await freePort()), HOST: '127.0.0.1' }).exited
    expect(started.code).toBe(1)
    expect(started.out).toContain('The shop did not start')
    expect(started.out).toContain('npm run shop -- catalogue')

    await writeFile(pipe, 'slug\n')
    const imported = await importing.exited
    expect(imported.out).toContain('line')
    // The lock goes with the command: the folder is free again.
    await expect(stat(dataFolderLockPath(quiet))).rejects.toThrow(/ENOENT/)
  }, 120_000)

  it('refuses a folder another process holds open without a shop answering', async () => {
    const held = createDatabase({ dataDir: join(folder, 'quiet') })
    try {
      await held.selectFrom('goods').select('id').execute()
      const set = await shop(['set-stock', '1', '3'], join(folder, 'quiet'))
      expect(set.code).toBe(1)
      expect(set.out).toContain('is open, but no shop answers')
    } finally {
      await held.destroy()
    }
  }, 120_000)
})
