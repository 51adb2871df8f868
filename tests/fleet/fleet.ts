// `npm run test:fleet`: the shop run as a fleet, as an operator would before going live. Two
// instances on one PostgreSQL behind a round-robin proxy, a real SMTP server catching the mail.
// 50 shoppers order for 30 s; instance A is killed (SIGKILL) at 10 s and started again at 20 s;
// the SMTP server refuses connections from 12 s to 22 s. Then every order answered 200 must exist
// exactly once, none made twice, stock exact to the unit, one confirmation mail per order, and
// each scheduled job run once per period. Prints the counts; exits 1 on any failure.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../e2e/support/server.ts'

const admin = process.env.FLEET_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseUrl = admin.replace(/\/[^/]*$/, '/shop_fleet')
const shoppers = 50
const orderingMs = 30_000
const killAtMs = 10_000
const restartAtMs = 20_000
const smtpDown = [12_000, 22_000] as const
const failures: string[] = []
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`)
  if (!ok) failures.push(line)
}

// --- PostgreSQL: a database of its own, fresh -------------------------------------------------
const adminClient = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 })
try {
  await adminClient.connect()
} catch {
  console.log(`PostgreSQL does not answer at ${admin}: the fleet test needs it.`)
  process.exit(1)
}
await adminClient.query('drop database if exists shop_fleet with (force)')
await adminClient.query('create database shop_fleet')
await adminClient.end()
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()

// --- SMTP: a real server catching mail; "down" closes its port -------------------------------
interface CaughtMail {
  to: string
  subject: string
  messageId: string
  body: string
}
const caught: CaughtMail[] = []
const smtpPort = await freePort()
let smtp: SMTPServer | undefined
function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const [head, ...rest] = raw.split(/\r?\n\r?\n/)
        const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? ''
        caught.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: header('Subject'),
          messageId: header('Message-ID'),
          body: rest.join('\n\n'),
        })
        callback()
      })
    },
  })
  // Killing instance A cuts its open SMTP connections: the server reports the reset as an error
  // event, which with no listener would end this test. Any other error still does.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  return new Promise((resolve) => smtp!.listen(smtpPort, '127.0.0.1', () => resolve()))
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
await startSmtp()

// --- Two instances ------------------------------------------------------------------------------
const ports = [await freePort(), await freePort()]
const instanceEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  TRUST_PROXY: 'loopback',
  DATABASE_URL: databaseUrl,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  APP_DIR: './no-app-in-the-fleet-test',
  CATALOGUE_CACHE_MS: '0',
}
const instances: (ChildProcess | undefined)[] = [undefined, undefined]
// A run that fails half-way takes its instances with it: left running, they would take the next
// run's jobs from the same database.
process.on('exit', () => {
  for (const child of instances) if (child?.exitCode === null) child.kill('SIGKILL')
})
async function startInstance(index: number): Promise<void> {
  const child = spawn(process.execPath, ['server/server.ts'], {
    env: { ...instanceEnv, PORT: String(ports[index]) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  instances[index] = child
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`instance ${index} exited with ${child.exitCode}`)
    if (
      await fetch(`http://127.0.0.1:${ports[index]}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    if (Date.now() > deadline) throw new Error(`instance ${index} did not start in 60 s`)
    await sleep(200)
  }
}
// One at a time the first time: the first instance migrates and seeds the empty database.
await startInstance(0)
await startInstance(1)

// --- The round-robin proxy: a refused connection tries the next instance, as a balancer does --
let turn = 0
const proxy: Server = createServer((incoming, outgoing) => {
  const chunks: Buffer[] = []
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
  incoming.on('end', () => {
    const body = Buffer.concat(chunks)
    const attempt = (left: number) => {
      const port = ports[turn++ % ports.length]
      const upstream = httpRequest(
        { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer: IncomingMessage) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          answer.on('error', () => outgoing.destroy())
        },
      )
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && left > 1) return attempt(left - 1)
        if (!outgoing.headersSent) outgoing.writeHead(502).end()
        else outgoing.destroy()
      })
      upstream.end(body)
    }
    attempt(ports.length)
  })
})
const proxyPort = await freePort()
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', () => resolve()))
const shop = `http://127.0.0.1:${proxyPort}`

/** A JSON call through the proxy; a lost answer (502, reset) is sent again, same Idempotency-Key. */
async function call<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ code: number; msg: string; data: T }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await fetch(`${shop}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      })
      if (answer.status !== 502) return (await answer.json()) as { code: number; msg: string; data: T }
    } catch {
      // the instance died mid-answer: ask again
    }
    if (attempt >= 60) throw new Error(`${path}: no answer after ${attempt} tries`)
    await sleep(250)
  }
}

// --- Shoppers: registered through the shop, codes read from the caught mail ------------------
const goods = (await call<{ list: { id: number }[] }>('/api/v1/sco/getscogoodslists?page_size=10')).data.list.map((item) => item.id)
await db.query('update goods set stock = 100000 where id = any($1)', [goods])
const stockBefore = new Map(
  (await db.query<{ id: number; stock: number }>('select id, stock from goods where id = any($1)', [goods])).rows.map((row) => [
    row.id,
    row.stock,
  ]),
)

async function register(index: number): Promise<{ authorization: string; email: string }> {
  const email = `fleet-${index}@example.test`
  const headers = { 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` }
  const sent = await call('/api/v1/sco/sendEmailCode', { method: 'POST', body: { email, type: 'register' }, headers })
  if (sent.code !== 200) throw new Error(`send code: ${sent.msg}`)
  let code: string | undefined
  for (let tries = 0; tries < 200 && !code; tries += 1) {
    code = /\b(\d{6})\b/.exec(caught.find((mail) => mail.to === email)?.body ?? '')?.[1]
    if (!code) await sleep(100)
  }
  if (!code) throw new Error(`no code mailed to ${email}`)
  const registered = await call<{ token: string }>('/api/v1/sco/verifyReguser', {
    method: 'POST',
    headers,
    body: { username: `Fleet ${index}`, phone: '+8613800138000', email, password: `Fleet-pass-${index}-ok!`, code },
  })
  if (registered.code !== 200) throw new Error(`register: ${registered.msg}`)
  return { authorization: `Bearer ${registered.data.token}`, email }
}
const people = []
for (let start = 0; start < shoppers; start += 10)
  people.push(...(await Promise.all(Array.from({ length: Math.min(10, shoppers - start) }, (_, offset) => register(start + offset)))))
const mailsBeforeOrders = caught.length
console.log(`${people.length} shoppers registered; ordering for ${orderingMs / 1000} s`)

// --- 30 s of orders, with the failures the fleet must survive --------------------------------
const answered: string[] = []
const refused: string[] = []
const started = Date.now()
const events = [
  sleep(killAtMs).then(() => {
    instances[0]?.kill('SIGKILL')
    console.log(`${Date.now() - started} ms: instance A killed`)
  }),
  sleep(smtpDown[0]).then(async () => {
    await stopSmtp()
    console.log(`${Date.now() - started} ms: SMTP refusing connections`)
  }),
  sleep(restartAtMs).then(async () => {
    await startInstance(0)
    console.log(`${Date.now() - started} ms: instance A back`)
  }),
  sleep(smtpDown[1]).then(async () => {
    await startSmtp()
    console.log(`${Date.now() - started} ms: SMTP back`)
  }),
]
await Promise.all(
  people.map(async (person, index) => {
    for (let round = 0; Date.now() - started < orderingMs; round += 1) {
      const headers = { authorization: person.authorization, 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` }
      const added = await call('/api/v1/sco/user/addcart', {
        method: 'POST',
        headers,
        body: { sign: 'sco', goods_id: goods[(index + round) % goods.length], quantity: 1 },
      })
      if (added.code !== 200) {
        refused.push(`addcart ${added.code} ${added.msg}`)
        continue
      }
      const order = await call<{ order_no: string }>('/api/v1/sco/user/createorder', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `fleet-${index}-${round}` },
        body: {
          line: 'sco',
          contact: { email: person.email },
          delivery_method: 'ship',
          billing_same_as_shipping: true,
          // A wallet order is confirmed by mail as it is placed (a card order's waits for its payment).
          payment_method: 'alipay',
          currency: 'USD',
          shipping_address: {
            first_name: 'Fleet',
            last_name: 'Shopper',
            country: 'GB',
            city: 'London',
            address: '1 Test Street',
            postal_code: 'N1 1AA',
          },
        },
      })
      if (order.code === 200) answered.push(order.data.order_no)
      else refused.push(`createorder ${order.code} ${order.msg}`)
    }
  }),
)
await Promise.all(events)
console.log(`ordering done: ${answered.length} orders answered 200, ${refused.length} refused`)

// --- Every confirmation mailed (retries after SMTP came back, jobs of the killed instance) ----
const subjectOf = (orderNo: string) => `Your order ${orderNo}`
// The mail workers drain the backlog at their own pace (thousands of orders in 30 s): wait while
// mail still arrives, and give up only after longer than a retry's longest wait (160 s) without any.
const drainStarted = Date.now()
let lastProgress = Date.now()
for (let missingBefore = Infinity; ;) {
  const subjects = new Set(caught.slice(mailsBeforeOrders).map((mail) => mail.subject))
  const missing = answered.filter((orderNo) => !subjects.has(subjectOf(orderNo))).length
  if (missing < missingBefore) lastProgress = Date.now()
  missingBefore = missing
  if (missing === 0 || Date.now() - lastProgress > 200_000 || Date.now() - drainStarted > 1_200_000) break
  await sleep(1000)
}
console.log(`confirmation mails drained in ${Math.round((Date.now() - drainStarted) / 1000)} s`)
await sleep(3000) // a late duplicate would arrive now

// --- The counts ---------------------------------------------------------------------------------
const fleetOrders = (
  await db.query<{ order_no: string; id: number }>(`select order_no, id from orders where contact_email like 'fleet-%@example.test'`)
).rows
const inDb = new Map<string, number>()
for (const row of fleetOrders) inDb.set(row.order_no, (inDb.get(row.order_no) ?? 0) + 1)
const answeredSet = new Set(answered)
console.log('\n== Fleet: 2 instances, 1 PostgreSQL, round-robin proxy, SMTP catcher')
console.log(
  `orders answered 200: ${answered.length} (${answeredSet.size} distinct); orders in the database: ${fleetOrders.length}; refused answers: ${refused.length}`,
)
if (refused.length > 0) console.log(`  first refusals: ${[...new Set(refused)].slice(0, 5).join(' | ')}`)
check(
  answered.every((orderNo) => inDb.get(orderNo) === 1),
  `every order answered 200 exists exactly once (${answered.filter((orderNo) => inDb.get(orderNo) === 1).length} of ${answered.length})`,
)
check(
  answeredSet.size === answered.length,
  `no order answered twice to different requests (${answered.length - answeredSet.size} repeated)`,
)
check(
  fleetOrders.length === answeredSet.size,
  `no order made that nobody was answered, none made twice (${fleetOrders.length} in the database, ${answeredSet.size} answered)`,
)

const sold = new Map(
  (
    await db.query<{ goods_id: number; sold: number }>(
      `select goods_id, sum(quantity)::int as sold from order_lines join orders on orders.id = order_lines.order_id
   where orders.contact_email like 'fleet-%@example.test' and orders.canceled_at is null group by goods_id`,
    )
  ).rows.map((row) => [row.goods_id, row.sold]),
)
const stockAfter = (await db.query<{ id: number; stock: number }>('select id, stock from goods where id = any($1)', [goods])).rows
const wrongStock = stockAfter.filter((row) => row.stock !== stockBefore.get(row.id)! - (sold.get(row.id) ?? 0))
check(
  wrongStock.length === 0,
  `stock equals the start minus what was sold, for ${stockAfter.length} products (${[...sold.values()].reduce((a, b) => a + b, 0)} units sold)`,
)

const confirmations = caught.slice(mailsBeforeOrders).filter((mail) => mail.subject.startsWith('Your order '))
const perOrder = new Map<string, Set<string>>()
for (const mail of confirmations) {
  const orderNo = mail.subject.slice('Your order '.length)
  perOrder.set(orderNo, (perOrder.get(orderNo) ?? new Set()).add(mail.messageId))
}
const withOne = answered.filter((orderNo) => perOrder.get(orderNo)?.size === 1).length
const resent = confirmations.length - [...perOrder.values()].reduce((sum, ids) => sum + ids.size, 0)
console.log(`confirmation mails caught: ${confirmations.length}; resends of one mail (same Message-ID, a worker died mid-send): ${resent}`)
check(
  withOne === answered.length,
  `every order has exactly one confirmation mail (${withOne} of ${answered.length}; ${answered.filter((orderNo) => !perOrder.has(orderNo)).length} missing)`,
)
check(
  [...perOrder.keys()].every((orderNo) => answeredSet.has(orderNo)),
  'no confirmation for an order nobody placed',
)

// Each cron occurrence is forwarded once (pg-boss files it under its slot, singleton across
// instances), then sent as one job. An occurrence filed just before a minute's end is sent in the
// next minute, so runs are counted per occurrence, not per minute they were created in; a job sent
// twice for one occurrence (a worker that died mid-forward) shows as more runs than occurrences.
// A run that came due in the last 20 s may still be going: counted, not yet required done; an
// occurrence forwarded in the last 20 s may not be sent yet (CI once read 2 forwarded, 1 run).
// An occurrence forwarded earlier and never sent still fails, as does one sent twice.
const scheduled = (
  await db.query<{ name: string; slots: number; occurrences: number; forwarding: number; runs: number; done: number; recent: number }>(
    `with occurrences as (
       select data->>'name' as name, count(distinct singleton_on)::int as slots, count(*)::int as occurrences,
         count(*) filter (where state <> 'completed' and created_on > now() - interval '20 seconds')::int as forwarding
       from pgboss.job where name = '__pgboss__send-it' group by 1),
     runs as (
       select name, count(*)::int as runs, count(*) filter (where state = 'completed')::int as done,
         count(*) filter (where state <> 'completed' and created_on > now() - interval '20 seconds')::int as recent
       from pgboss.job group by 1)
     select o.name, o.slots, o.occurrences, o.forwarding, coalesce(r.runs, 0) as runs, coalesce(r.done, 0) as done, coalesce(r.recent, 0) as recent
     from occurrences o left join runs r using (name)`,
  )
).rows
for (const name of ['orders.expire', 'payments.reconcile', 'clean-up']) {
  const row = scheduled.find((each) => each.name === name) ?? { slots: 0, occurrences: 0, forwarding: 0, runs: 0, done: 0, recent: 0 }
  check(
    row.occurrences === row.slots &&
      row.runs <= row.occurrences &&
      row.runs + row.forwarding >= row.occurrences &&
      row.done + row.recent === row.runs,
    `${name}: ${row.slots} period(s) came due, ${row.occurrences} forwarded, ${row.runs} run(s), ${row.done} done`,
  )
}

// --- Tidy up ------------------------------------------------------------------------------------
for (const child of instances) child?.kill('SIGTERM')
await Promise.all(
  instances.map((child) => (child && child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
)
proxy.close()
await stopSmtp()
await db.end()
console.log(failures.length === 0 ? '\nThe fleet held.' : `\n${failures.length} check(s) failed.`)
process.exit(failures.length === 0 ? 0 : 1)
