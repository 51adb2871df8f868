// The cart and the quotes beside it under load (issue 47: quoting delivery must not slow the cart),
// against a running shop on loopback: signed-in shoppers' carts of a few lines, read as the cart
// page reads them, priced for an address as the checkout prices them, and their parcel's delivery
// quoted as the cart shows it. The same file runs against an older shop: an endpoint it does not
// have (the delivery quote before issue 47) is left out, not failed.
import autocannon from 'autocannon'
import { call, signUp } from './place-order.ts'

export interface EndpointLoad {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** The shop process's CPU time per request (its /metrics): steadier than the rates on a busy machine. */
  cpuMsPerRequest: number
  errors: number
}

const shoppers = 10
const connections = 10
const seconds = 8
// Unmeasured first: the first requests compile the path and fill the caches.
const warmUpSeconds = 2
const line = 'sco'
// Where the checkout prices for: a country the seeded lines are sold and delivered to.
const country = 'GB'

/** Each shopper's cart: the first products with stock to spare, one of them twice (3 lines, 4 items). */
async function cartGoods(url: string): Promise<{ goodsId: number; quantity: number }[]> {
  const goods = await call<{ list: { id: number; stock: number }[] }>(`${url}/api/v1/${line}/getscogoodslists?page_size=100`)
  const picked = goods.data.list.filter((item) => item.stock >= 2 * shoppers).slice(0, 3)
  if (picked.length < 3) throw new Error(`cart bench: fewer than 3 ${line} products with stock for ${shoppers} shoppers`)
  return picked.map((item, index) => ({ goodsId: item.id, quantity: index === 1 ? 2 : 1 }))
}

async function fillCart(url: string, token: string, items: { goodsId: number; quantity: number }[]): Promise<void> {
  for (const item of items) {
    const added = await call(`${url}/api/v1/${line}/user/addcart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { sign: line, goods_id: item.goodsId, quantity: item.quantity },
    })
    if (added.code !== 200) throw new Error(`add to cart: ${added.msg}`)
  }
}

/** CPU seconds the shop process has used (user and system), from its /metrics. */
async function shopCpuSeconds(url: string, metricsToken: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
  const used = /^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]
  if (used === undefined) throw new Error('cart bench: no process_cpu_seconds_total in /metrics (METRICS_TOKEN?)')
  return Number(used)
}

async function load(url: string, metricsToken: string, name: string, path: string, tokens: string[]): Promise<EndpointLoad> {
  let next = 0
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      headers: { 'accept-language': 'en' },
      // The shoppers in turn, each request with its own shopper's token.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path,
            headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
          }),
        },
      ],
    })
  await run(warmUpSeconds)
  const cpuBefore = await shopCpuSeconds(url, metricsToken)
  const result = await run(seconds)
  const cpuSeconds = (await shopCpuSeconds(url, metricsToken)) - cpuBefore
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: (cpuSeconds * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * The three calls, each on its own at 10 connections for 8 s after 2 s unmeasured; the shop must
 * have been started with `metricsToken` as METRICS_TOKEN (its CPU is read around each). Each is asked
 * once first and must answer code 200 (a refusal would measure the wrong path); one the shop
 * answers 404 does not exist there and is left out.
 */
export async function loadCart(url: string, metricsToken: string): Promise<{ loads: EndpointLoad[]; skipped: string[] }> {
  const items = await cartGoods(url)
  const tokens: string[] = []
  for (let index = 0; index < shoppers; index += 1) {
    const token = await signUp(url, index)
    await fillCart(url, token, items)
    tokens.push(token)
  }
  const parcel = items.map((item) => (item.quantity > 1 ? `${item.goodsId}x${item.quantity}` : String(item.goodsId))).join(',')
  const endpoints = [
    { name: 'cart GET /user/cartlists', path: `/api/v1/${line}/user/cartlists?sign=${line}` },
    {
      name: 'order quote GET /user/orderquote',
      path: `/api/v1/${line}/user/orderquote?line=${line}&currency=CNY&delivery_method=ship&country=${country}`,
    },
    { name: 'delivery quote GET /delivery/quote', path: `/api/v1/delivery/quote?items=${parcel}&country=${country}` },
  ]
  const loads: EndpointLoad[] = []
  const skipped: string[] = []
  for (const endpoint of endpoints) {
    const response = await fetch(`${url}${endpoint.path}`, { headers: { authorization: `Bearer ${tokens[0]}` } })
    if (response.status === 404) {
      skipped.push(endpoint.name)
      continue
    }
    const answer = (await response.json()) as { code: number; msg: string; data?: { status?: string } }
    if (answer.code !== 200 || (answer.data?.status !== undefined && answer.data.status !== 'ok'))
      throw new Error(`cart bench: ${endpoint.name} answers ${answer.code} ${answer.msg} ${answer.data?.status ?? ''}`)
    loads.push(await load(url, metricsToken, endpoint.name, endpoint.path, tokens))
  }
  return { loads, skipped }
}

/**
 * The lines of one shop's run: requests/s, p50 and p99 per endpoint, and the shop process's CPU per
 * request (on PostgreSQL the database's own is not in it). No budget: compared with the shop before.
 */
export function cartFigureLines(database: string, { loads, skipped }: Awaited<ReturnType<typeof loadCart>>): string[] {
  return [
    ...loads.map(
      (figure) =>
        `${database.padEnd(12)} ${figure.name.padEnd(36)} ${String(figure.requestsPerSecond).padStart(6)} req/s   p50 ${figure.p50Ms} ms   p99 ${figure.p99Ms} ms   shop CPU ${figure.cpuMsPerRequest.toFixed(2)} ms/request   errors ${figure.errors}`,
    ),
    ...skipped.map((name) => `${database.padEnd(12)} ${name.padEnd(36)} not in this shop: skipped`),
  ]
}
