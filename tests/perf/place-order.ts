// Place-order latency at 50 concurrent shoppers (DESIGN §6: p99 < 100 ms), against a running
// shop on loopback. Shoppers are prepared first through the shop's own API (registration with
// the e-mailed code read from the development outbox, then one product in the cart), because
// the embedded database belongs to the server process. Every measured request is a real order
// from a different shopper's full cart, after a warm-up round of orders that are not measured.
import autocannon from 'autocannon'

interface Shopper {
  token: string
  line: 'sco' | 'ene'
  /** The total the shopper confirmed on the quote, sent with the order as the checkout does. */
  total: number
}

/** DESIGN §6: place-order p99 at 50 concurrent shoppers. */
export const placeOrderBudgetMs = { PostgreSQL: 100, PGlite: 400 } as const

const shoppersToOrder = 300
// Orders placed before the measured ones: the first second after boot (compiling the order path)
// is not what a shop serving orders all day sees.
const warmUpOrders = 100
const connections = 50
const preparing = 10

export async function call<T>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return response.json() as Promise<{ code: number; msg: string; data: T }>
}

/**
 * Products with stock, one unit per shopper, never more than the shop holds, dealt round the
 * products in turn: shoppers buy different things, as they do, rather than queueing on one row.
 */
async function stockToSell(url: string): Promise<{ line: 'sco' | 'ene'; goodsId: number }[]> {
  const stock: { line: 'sco' | 'ene'; goodsId: number; left: number }[] = []
  for (const line of ['sco', 'ene'] as const) {
    const goods = await call<{ list: { id: number; stock: number }[] }>(`${url}/api/v1/${line}/getscogoodslists?page_size=100`)
    for (const item of goods.data.list) if (item.stock > 0) stock.push({ line, goodsId: item.id, left: item.stock })
  }
  const units: { line: 'sco' | 'ene'; goodsId: number }[] = []
  while (stock.some((item) => item.left > 0)) {
    for (const item of stock.filter((candidate) => candidate.left > 0)) {
      item.left -= 1
      units.push({ line: item.line, goodsId: item.goodsId })
    }
  }
  return units
}

/**
 * A new shopper signed in through the shop's own API (registration with the e-mailed code read from
 * the development outbox): their token. Each index comes from its own forwarded address.
 */
export async function signUp(url: string, index: number): Promise<string> {
  const run = `${Date.now().toString(36)}${index}`
  const email = `bench-${run}@example.test`
  // A distinct forwarded address per shopper: the per-address code limits are for people, not this preparation.
  const headers = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` }
  const sent = await call(`${url}/api/v1/sco/sendEmailCode`, { method: 'POST', body: { email, type: 'register' }, headers })
  if (sent.code !== 200) throw new Error(`send code: ${sent.msg}`)
  let code: string | undefined
  // The code is a mail job: a worker sends it within a second or so, longer on a busy machine.
  for (let attempt = 0; attempt < 400 && !code; attempt += 1) {
    const outbox = await call<{ list: { to_address: string; text: string }[] }>(`${url}/dev/outbox.json`)
    code = /\b(\d{6})\b/.exec(outbox.data.list.find((mail) => mail.to_address === email)?.text ?? '')?.[1]
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (!code) throw new Error('no registration code in the development outbox (is NODE_ENV development?)')
  const registered = await call<{ token: string }>(`${url}/api/v1/sco/verifyReguser`, {
    method: 'POST',
    headers,
    body: { username: `Bench ${index}`, phone: '+8613800138000', email, password: `Bench-pass-${run}!`, code },
  })
  if (registered.code !== 200) throw new Error(`register: ${registered.msg}`)
  return registered.data.token
}

async function registerShopper(url: string, index: number, unit: { line: 'sco' | 'ene'; goodsId: number }): Promise<Shopper> {
  const token = await signUp(url, index)
  const authorization = `Bearer ${token}`
  const added = await call(`${url}/api/v1/${unit.line}/user/addcart`, {
    method: 'POST',
    headers: { authorization },
    body: { sign: unit.line, goods_id: unit.goodsId, quantity: 1 },
  })
  if (added.code !== 200) throw new Error(`add to cart: ${added.msg}`)
  const quote = await call<{ total: number }>(
    `${url}/api/v1/${unit.line}/user/orderquote?line=${unit.line}&currency=CNY&delivery_method=ship`,
    { headers: { authorization } },
  )
  if (quote.code !== 200) throw new Error(`quote: ${quote.msg}`)
  return { token, line: unit.line, total: quote.data.total }
}

/** One shopper's order as the checkout sends it: the warm-up and the measured run send the same. */
const orderRequest = ({ line, total, token }: Shopper) => ({
  path: `/api/v1/${line}/user/createorder`,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: orderBody(line, total),
})

const orderBody = (line: Shopper['line'], total: number) =>
  JSON.stringify({
    line,
    expected_total: total,
    contact: { email: 'bench@example.test' },
    delivery_method: 'ship',
    shipping_address: {
      first_name: 'Bench',
      last_name: 'Shopper',
      country: 'GB',
      city: 'London',
      address: '1 Test Street',
      postal_code: 'N1 1AA',
    },
    billing_same_as_shipping: true,
    payment_method: 'card',
    currency: 'CNY',
  })

export async function benchPlaceOrder({ url }: { url: string }): Promise<{ p99: number; mean: number }> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url))
    throw new Error(`the place-order benchmark runs on loopback only, not ${url}`)
  const units = await stockToSell(url)
  const count = Math.min(warmUpOrders + shoppersToOrder, units.length)
  const prepared: Shopper[] = []
  for (let start = 0; start < count; start += preparing) {
    const batch = units.slice(start, Math.min(start + preparing, count))
    prepared.push(...(await Promise.all(batch.map((unit, offset) => registerShopper(url, start + offset, unit)))))
  }
  const warmUp = prepared.splice(0, Math.min(warmUpOrders, Math.floor(count / 4)))
  await placeUntimed(url, warmUp)
  const shoppers = prepared

  let next = 0
  let failures = 0
  // Without a callback autocannon answers its running instance, which is also a promise of the result.
  const instance = autocannon({
    url,
    connections,
    amount: shoppers.length,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const shopper = shoppers[next % shoppers.length]
          next += 1
          const order = orderRequest(shopper)
          return { ...request, ...order, headers: { ...request.headers, ...order.headers } }
        },
        onResponse(_status, body) {
          if ((JSON.parse(body) as { code: number }).code !== 200) failures += 1
        },
      },
    ],
  }) as Promise<autocannon.Result> & { stop(): void }
  // Bounded: never more than 15 s of load, whatever happens.
  const guard = setTimeout(() => instance.stop(), 15_000)
  const result = await instance
  clearTimeout(guard)
  if (failures > 0 || result.errors > 0)
    console.warn(`place-order: ${failures} refused orders, ${result.errors} transport errors of ${shoppers.length}`)
  return { p99: result.latency.p99, mean: result.latency.mean }
}

/** Places the shoppers' orders, `connections` at a time, unmeasured. */
async function placeUntimed(url: string, shoppers: Shopper[]): Promise<void> {
  const queue = [...shoppers]
  const worker = async () => {
    for (let shopper = queue.shift(); shopper; shopper = queue.shift()) {
      const { path, headers, body } = orderRequest(shopper)
      await fetch(`${url}${path}`, { method: 'POST', headers, body }).then((response) => response.arrayBuffer())
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
}

/**
 * One line of the bench: mean and p99 latency, next to the budget of the database. (Not orders/s:
 * autocannon's clock ticks in whole seconds, and the whole run takes about one.)
 */
export function placeOrderFigure(database: keyof typeof placeOrderBudgetMs, { p99, mean }: { p99: number; mean: number }): string {
  const budget = placeOrderBudgetMs[database]
  return `${database.padEnd(12)} mean ${String(Math.round(mean)).padStart(4)} ms   p99 ${p99} ms (< ${budget})   ${p99 < budget ? 'ok' : 'OVER BUDGET'}`
}
