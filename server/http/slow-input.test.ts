import { connect } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointTables, type EndpointTableName } from '#contract/endpoints.ts'
import { checkoutContact, emailPattern } from '#contract/orders.ts'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { requestStrings } from '../test/request-strings.ts'
import { createShopper, type Shopper } from '../modules/orders/test/shoppers.ts'
import { signedInOperator } from '../modules/admin/test-kit.ts'

// Finding 1 of issue 21: `a@` + 60,000 dots in the checkout e-mail froze the whole shop for 8.5 s.
// Every text field now answers its worst input at once; these measure it, as the issue asks.
const answerBudgetMs = 50
const loopBudgetMs = 100
const megabyte = 1024 * 1024

let shop: TestShop
let shopper: Shopper
let operatorHeaders: Record<string, string>
let base = ''
beforeAll(async () => {
  shop = await createTestShop()
  shopper = await createShopper(shop.app.db)
  operatorHeaders = (await signedInOperator(shop, 'owner')).headers
  // Megabyte queries go over a real socket: Node itself refuses a request line that long.
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => shop.close())

const mountedAt: Record<EndpointTableName, string> = {
  shop: '/api/v1/sco',
  vape: '/api/v1/cigarette',
  payments: '/api/v1/payments',
  box: '/api/v1/box',
  admin: '/api/admin',
  sandboxCard: '/api/sandbox/card',
  search: '/api/v1/search',
  delivery: '/api/v1/delivery',
  reports: '/api/v1/reports',
}

/**
 * Inputs that make a backtracking pattern try every split: runs of the characters the shop's
 * patterns repeat (dots, dashes, digits, spaces, letters), each ending in a character that
 * fails the match at the very end.
 */
function worstInputs(length: number): string[] {
  const run = (head: string, unit: string, tail: string) =>
    head +
    unit
      .repeat(Math.max(0, Math.ceil((length - head.length - tail.length) / unit.length)))
      .slice(0, Math.max(0, length - head.length - tail.length)) +
    tail
  return [
    run('a@', '.', '@'),
    run('', 'a.', '@'),
    run('a', '-a', '-'),
    run('', '1', 'x'),
    run('+', '1 ', '!'),
    run('B', '9', 'x'),
    run('', 'a', '\u0000'),
  ]
}

/** The value at a field path (`a.b`, `items[].size`) inside an otherwise empty body. */
function bodyWith(path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.')
  const inner = rest.length > 0 ? bodyWith(rest.join('.'), value) : value
  return head!.endsWith('[]') ? { [head!.slice(0, -2)]: [inner] } : { [head!]: inner }
}

const inputKinds = worstInputs(0).map((_input, index) => index)
const pathOf = (route: string) => route.replace(':order_no', '2026010100000001').replace(':id', '1')

/** One request, its input made only when sent: a thousand megabyte strings at once would not fit in memory. */
interface Probe {
  title: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  make(): { url: string; payload?: Record<string, unknown> }
  overSocket?: boolean
}

function probes(lengthOf: (max: number) => number, { queriesOverSocket = false } = {}): Probe[] {
  return Object.entries(endpointTables).flatMap(([table, endpoints]) =>
    Object.entries(endpoints).flatMap(([key, endpoint]) => {
      const [method, route] = key.split(' ') as ['GET' | 'POST', string]
      const url = `${mountedAt[table as EndpointTableName]}${pathOf(route)}`
      const headers = table === 'admin' ? operatorHeaders : shopper.headers
      const { query, body } = endpoint as { query?: Parameters<typeof requestStrings>[0]; body?: Parameters<typeof requestStrings>[0] }
      const fromQuery = query ? requestStrings(query).filter(({ path }) => !path.includes('.')) : []
      const fromBody = body ? requestStrings(body) : []
      return [
        ...fromQuery.flatMap(({ path, max }) =>
          inputKinds.map((index): Probe => ({
            title: `${key} ?${path} #${index}`,
            method,
            headers,
            overSocket: queriesOverSocket,
            make: () => ({ url: `${url}?${path}=${encodeURIComponent(worstInputs(lengthOf(max ?? 0))[index]!)}` }),
          })),
        ),
        ...fromBody.flatMap(({ path, max }) =>
          inputKinds.map((index): Probe => ({
            title: `${key} ${path} #${index}`,
            method,
            headers,
            make: () => ({ url, payload: bodyWith(path, worstInputs(lengthOf(max ?? 0))[index]!) }),
          })),
        ),
      ]
    }),
  )
}

/** A GET over a real connection, its request line written by hand; the status, or 0 when the server closed it unanswered. */
function getOverSocket(path: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(base)
  return new Promise((resolve) => {
    let answer = ''
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.end(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}Connection: close\r\n\r\n`,
      )
    })
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
  })
}

/** One probe's request, timed. */
async function send(probe: Probe, { url, payload }: ReturnType<Probe['make']>) {
  const started = performance.now()
  const status = probe.overSocket
    ? await getOverSocket(url, probe.headers)
    : (await shop.app.inject({ method: probe.method, url, headers: probe.headers, ...(payload ? { payload } : {}) })).statusCode
  return { status, took: performance.now() - started }
}

/** The event loop's longest stall (monitorEventLoopDelay) while one request is handled, the least of three tries. */
async function loopStallOf(probe: Probe, made: ReturnType<Probe['make']>): Promise<number> {
  let least = Infinity
  for (let attempt = 0; attempt < 3 && least > loopBudgetMs; attempt++) {
    const loop = monitorEventLoopDelay({ resolution: 10 })
    loop.enable()
    await send(probe, made)
    // The monitor records a stall on its next tick, after the request.
    await new Promise((resolve) => setTimeout(resolve, 30))
    loop.disable()
    least = Math.min(least, loop.max / 1e6)
  }
  return least
}

/**
 * Sends each probe and times its answer, the event loop watched throughout. The machine is
 * shared, so the whole process stalls now and then (another build, a GC starved of CPU) at a
 * random probe, while a slow pattern is slow every time: a probe over budget is tried three more times,
 * and a probe in flight when the loop stalled is measured again alone, with monitorEventLoopDelay.
 */
async function sweep(list: Probe[]) {
  const slow: string[] = []
  const suspects = new Set<Probe>()
  let inFlight: Probe | undefined
  let lastTick = performance.now()
  const ticker = setInterval(() => {
    if (inFlight && performance.now() - lastTick > loopBudgetMs) suspects.add(inFlight)
    lastTick = performance.now()
  }, 10)
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  for (const probe of list) {
    inFlight = probe
    const made = probe.make()
    let result = await send(probe, made)
    if (result.status >= 500) slow.push(`${probe.title}: HTTP ${result.status}`)
    for (let retry = 0; retry < 3 && result.took > answerBudgetMs; retry++) {
      // Apart in time, so one stall of the machine does not spoil every try.
      await new Promise((resolve) => setTimeout(resolve, 50 << retry))
      result = await send(probe, made)
    }
    if (result.took > answerBudgetMs) slow.push(`${probe.title}: answered in ${Math.round(result.took)} ms`)
  }
  inFlight = undefined
  await new Promise((resolve) => setTimeout(resolve, 30))
  clearInterval(ticker)
  loop.disable()
  let loopMaxMs = 0
  for (const probe of suspects) {
    const stall = await loopStallOf(probe, probe.make())
    if (stall > loopBudgetMs) slow.push(`${probe.title}: event loop blocked ${Math.round(stall)} ms`)
    loopMaxMs = Math.max(loopMaxMs, stall)
  }
  return { slow, loopMaxMs, sweepLoopMaxMs: loop.max / 1e6, suspects: suspects.size }
}

describe('the worst input for every pattern', () => {
  it('is answered within 50 ms at each field’s maximum length, the event loop never blocked over 100 ms', async () => {
    const list = probes((max) => max)
    expect(list.length).toBeGreaterThan(500)
    const { slow, loopMaxMs } = await sweep(list)
    expect(slow).toEqual([])
    expect(loopMaxMs).toBeLessThan(loopBudgetMs)
  }, 240_000)

  it('is answered within 50 ms at 1 MB, the event loop never blocked over 100 ms', async () => {
    const { slow, loopMaxMs } = await sweep(probes(() => megabyte, { queriesOverSocket: true }))
    expect(slow).toEqual([])
    expect(loopMaxMs).toBeLessThan(loopBudgetMs)
  }, 300_000)
})

describe('the checkout e-mail that froze the shop', () => {
  const attack = (dots: number) => `a@${'.'.repeat(dots)}@`

  it('no longer backtracks: the pattern rejects a megabyte of dots at once', () => {
    const started = performance.now()
    expect(emailPattern.test(attack(megabyte))).toBe(false)
    expect(checkoutContact.safeParse({ email: attack(250) }).success).toBe(false)
    expect(performance.now() - started).toBeLessThan(answerBudgetMs)
    expect(emailPattern.test('ada@mail.example.co')).toBe(true)
  })

  it('sent anonymously is refused before its body is read, and a concurrent reader is not held up', async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 })
    loop.enable()
    const started = performance.now()
    const [order, catalogue] = await Promise.all([
      shop.app.inject({ method: 'POST', url: '/api/v1/sco/user/createorder', payload: { contact: { email: attack(60_000) } } }),
      shop.app.inject({ method: 'GET', url: '/api/v1/sco/exchangerate' }),
    ])
    const took = performance.now() - started
    loop.disable()
    expect(order.json()).toEqual({ code: 405, msg: 'Login expired' })
    expect(catalogue.json().code).toBe(200)
    expect(took).toBeLessThan(answerBudgetMs * 4)
    expect(loop.max / 1e6).toBeLessThan(loopBudgetMs)
  })

  it('sent by a shopper is refused as too large for the form, without parsing it', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      headers: shopper.headers,
      payload: { contact: { email: attack(60_000) } },
    })
    expect(response.json()).toEqual({ code: 422, msg: 'This request is larger than this form takes.' })
    const zh = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/createorder',
      headers: { ...shopper.headers, 'accept-language': 'zh-CN' },
      payload: { contact: { email: attack(60_000) } },
    })
    expect(zh.json().msg).not.toBe('This request is larger than this form takes.')
  })
})
