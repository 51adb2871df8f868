import { randomBytes, randomInt } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { homeOf } from '../../db/database.ts'
import { mailJob } from '../../mail/outbox-job.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { cancelOrder, completeOrder, shipOrder } from '../orders/index.ts'
import { fillCart, giveCoupon, goodsOf, orderBody } from '../orders/test/shoppers.ts'
import { adminCall, signedInOperator } from '../admin/test-kit.ts'
import { signWalletNotification } from '../payments/gateways/sandbox-wallet/wallet-signature.ts'
import { developmentPaymentSecret } from '../../env.ts'
import { payments as paymentsCommand } from '../../cli/commands/payments.ts'
import { loadConfig } from '../../env.ts'
import { accountKit } from './test-kit.ts'

let shop: TestShop
let kit: ReturnType<typeof accountKit>
beforeAll(async () => {
  shop = await createTestShop()
  kit = accountKit(shop.app)
})
afterAll(async () => {
  await shop.close()
})

const db = () => shop.app.db
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 200 })
const ops = () => ({ db: db(), now: () => shop.clock.now })

/** Values only this shopper has: after the deletion none of them may be anywhere in the database. */
function personOf(tag: string) {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')
  return {
    email: `zebedee.${tag}@example.com`,
    username: `Zebedee Quartermaine ${tag}`,
    phone: `+44 20 ${digits(8)}`,
    wechat: `zeb_wx_${tag}`,
    address: {
      first_name: 'Zebedee',
      last_name: `Quartermaine${tag}`,
      // Ireland: an Eircode fits any 7 letters and digits, so the postal code stays this person's own;
      // the phone is written in international form, as the address book stores it (issue 47).
      country: 'IE',
      state: `Wessex${tag}`,
      city: `Thistlewick${tag}`,
      address: `77 Unusualname Road ${tag}`,
      postal_code: `${tag.slice(0, 3)} ${tag.slice(3, 7)}`.toUpperCase(),
      phone: `+3531${digits(7)}`,
    },
  }
}
type Person = ReturnType<typeof personOf>

async function shopperWith(person: Person) {
  const ip = kit.freshIp()
  expect((await kit.post('/sendEmailCode', { email: person.email, type: 'register' }, { ip })).body.code).toBe(200)
  const registered = await kit.post(
    '/verifyReguser',
    {
      username: person.username,
      email: person.email,
      phone: person.phone,
      wechat: person.wechat,
      password: 'correct horse battery',
      code: await kit.lastCode(person.email),
    },
    { ip },
  )
  expect(registered.body.code).toBe(200)
  const token = registered.body.data.token as string
  expect((await kit.post('/user/addaddress', person.address, { token })).body.code).toBe(200)
  return {
    ...person,
    token,
    userId: registered.body.data.userInfo.id as number,
    password: 'correct horse battery',
    headers: { authorization: `Bearer ${token}` },
  }
}
type Shopper = Awaited<ReturnType<typeof shopperWith>>

/** An order placed and, unless `pay` is false, paid with the sandbox card, as the shopper does it. */
async function placeOrder(shopper: Shopper, { pay = true } = {}) {
  const [goods] = await goodsOf(db(), 'sco')
  await fillCart(db(), shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
  const body = orderBody('sco', {
    contact: { email: shopper.email },
    shipping_address: shopper.address,
    note: `Ring twice, ${shopper.username}`,
  })
  const placed = await shop.app.inject({ method: 'POST', url: '/api/v1/sco/user/createorder', payload: body, headers: shopper.headers })
  expect(placed.json().code).toBe(200)
  const orderNo = placed.json().data.order_no as string
  if (pay) {
    const token = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/sandbox/card/tokenize',
        payload: { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
      })
    ).json().data
    const paid = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/sco/user/payorder',
      payload: { order_no: orderNo, payment_method: 'card', card_token: token.token, last4: token.last4, brand: token.brand },
      headers: shopper.headers,
    })
    if (paid.json().code !== 200) throw new Error(`payorder: ${paid.json().msg}`)
  }
  return orderNo
}

async function delivered(shopper: Shopper) {
  const orderNo = await placeOrder(shopper)
  await shipOrder(ops(), orderNo, { all: true })
  await completeOrder(ops(), orderNo)
  return orderNo
}

const box = (path: string, shopper: Shopper, payload?: object) =>
  shop.app
    .inject({ method: payload ? 'POST' : 'GET', url: `/api/v1/box${path}`, payload, headers: shopper.headers })
    .then((response) => response.json())

/** Tops up the blind-box wallet by card and draws once: a prize kept, and what is left of the top-up. */
async function drawAPrize(shopper: Shopper) {
  expect((await box('/user/blindbox/birthdate', shopper, { date_of_birth: '1990-01-15' })).code).toBe(200)
  const [series] = (await box('/user/blindbox/productDetail', shopper)).data.list as { id: number; price: number }[]
  const card = (
    await shop.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/tokenize',
      payload: { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
    })
  ).json().data
  expect(
    (await box('/user/blindbox/recharge', shopper, { amount: series!.price + 500, payment_method: 'card', card_token: card.token })).code,
  ).toBe(200)
  // The shopper's own client seed, as the series page asks for before the first draw.
  const draw = await box('/user/blindbox/createorder', shopper, { series_id: series!.id, client_seed: 'MySeed42' })
  expect(draw.code).toBe(200)
  return draw.data.draw_no as string
}

const status = async (shopper: Shopper, locale = 'en') => (await kit.get('/user/deletion', { token: shopper.token, locale })).body
const askCode = (shopper: Shopper, locale = 'en') =>
  kit.post('/user/deletion/code', {}, { token: shopper.token, locale, ip: kit.freshIp() })
const remove = (shopper: Shopper, body: object, locale = 'en') =>
  kit.post(
    '/user/delete',
    { password: shopper.password, forfeit_balance: false, ...body },
    { token: shopper.token, locale, ip: kit.freshIp() },
  )

/** The newest deletion code mailed to the shopper, read as they read it. */
async function deletionCode(email: string) {
  const mail = (await kit.mailsTo(email)).find((row) => /deletion code|删除/.test(row.subject))
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no deletion code mailed to ${email}`)
  return code
}

async function confirmDeletion(shopper: Shopper, locale = 'en', extra: object = {}) {
  expect((await askCode(shopper, locale)).body.code).toBe(200)
  return remove(shopper, { code: await deletionCode(shopper.email), ...extra }, locale)
}

const stillThere = async (shopper: Shopper) => {
  const info = await kit.get('/user/info', { token: shopper.token })
  expect(info.body).toMatchObject({ code: 200, data: { email: shopper.email, username: shopper.username } })
  expect((await kit.get('/user/addrlist', { token: shopper.token })).body.data.list).toHaveLength(1)
}

/** Every text, JSON and array column of every table of the shop's schemas, pg-boss's included. */
async function findEverywhere(values: string[]) {
  const home = homeOf(db())
  const schemas = home.kind === 'postgres' && home.schema ? [home.schema, `${home.schema}_jobs`] : undefined
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      and c.table_schema not in ('pg_catalog', 'information_schema', 'pg_toast')
      and (${schemas ?? null}::text[] is null or c.table_schema = any(${schemas ?? null}::text[]))`.execute(db())
  expect(columns.rows.map((column) => column.table_schema)).toEqual(
    expect.arrayContaining([home.kind === 'postgres' ? `${home.schema}_jobs` : 'pgboss']),
  )
  const hits: { where: string; value: string }[] = []
  for (const { table_schema, table_name, column_name } of columns.rows) {
    const found = await sql<{ value: string }>`select v as value from unnest(${values}::text[]) v
      where exists (select 1 from ${sql.table(`${table_schema}.${table_name}`)} where strpos(lower(${sql.ref(column_name)}::text), lower(v)) > 0)`.execute(
      db(),
    )
    for (const { value } of found.rows) hits.push({ where: `${table_schema}.${table_name}.${column_name}`, value })
  }
  return hits
}

const valuesOf = (person: Person) => [
  person.email,
  person.username,
  person.wechat,
  person.phone,
  ...Object.values(person.address).filter((value) => value !== 'IE' && value !== 'Zebedee'),
]

describe('deleting an account is refused while something is still open, saying what', () => {
  it('refuses while an order waits for payment, naming it, in English and Chinese; canceled, it no longer blocks', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const orderNo = await placeOrder(shopper, { pay: false })
    expect((await status(shopper)).data.blockers).toEqual([
      {
        reason: 'unpaid_order',
        message: `Order ${orderNo} is waiting for payment. Pay for it, or wait until it is canceled, before deleting your account.`,
      },
    ])
    const zh = await askCode(shopper, 'zh-CN')
    expect(zh.body).toMatchObject({ code: 409, data: { reason: 'unpaid_order' } })
    expect(zh.body.msg).toContain(orderNo)
    expect(zh.body.msg).not.toMatch(/[a-z]{4}/)
    expect((await kit.mailsTo(shopper.email)).filter((mail) => /deletion code|删除/.test(mail.subject))).toEqual([])
    await cancelOrder(ops(), orderNo)
    expect((await status(shopper)).data.blockers).toEqual([])
  })

  it('refuses while a paid order is being shipped, until it is delivered', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const orderNo = await placeOrder(shopper)
    const refused = await askCode(shopper)
    expect(refused.body).toMatchObject({
      code: 409,
      msg: `Order ${orderNo} is being shipped. You can delete your account once it has been delivered.`,
      data: { reason: 'shipping_order' },
    })
    await shipOrder(ops(), orderNo, { all: true })
    expect((await status(shopper)).data.blockers.map((blocker: { reason: string }) => blocker.reason)).toEqual(['shipping_order'])
    await completeOrder(ops(), orderNo)
    expect((await status(shopper)).data.blockers).toEqual([])
  })

  it('refuses while a blind-box prize is kept, then while the balance is above zero unless it is forfeited explicitly', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const drawNo = await drawAPrize(shopper)
    expect((await askCode(shopper)).body).toMatchObject({
      code: 409,
      msg: 'You still have 1 blind-box prize. Resell or ship them before deleting your account.',
      data: { reason: 'prizes_kept' },
    })
    expect((await box('/user/blindbox/resale', shopper, { id: drawNo })).code).toBe(200)
    const { balance, blockers } = (await status(shopper)).data
    expect(balance).toBeGreaterThan(500)
    expect(blockers).toEqual([
      {
        reason: 'balance',
        message: `Your blind-box balance is $${(balance / 100).toFixed(2)}. Spend it on draws, or forfeit it explicitly, before deleting your account.`,
      },
    ])
    // The code can be asked for: the balance is given up on the deletion itself, ticked or refused.
    expect((await askCode(shopper)).body.code).toBe(200)
    const code = await deletionCode(shopper.email)
    const kept = await remove(shopper, { code })
    expect(kept.body).toMatchObject({ code: 409, data: { reason: 'balance' } })
    await stillThere(shopper)

    const done = await remove(shopper, { code, forfeit_balance: true })
    expect(done.body).toMatchObject({ code: 200, msg: 'Your account has been deleted.' })
    const ledger = await db()
      .selectFrom('box_ledger')
      .select(['kind', 'amount', 'balance_after'])
      .where('user_id', '=', shopper.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(ledger).toEqual({ kind: 'forfeit', amount: -balance, balance_after: 0 })
    const farewell = await waitFor(
      async () =>
        (await kit.mailsTo(shopper.email)).find((mail) => mail.subject === 'Your Cross-Border Shop account has been deleted') ??
        Promise.reject(new Error('not yet')),
    )
    expect(farewell.text).toContain(`Your blind-box balance of $${(balance / 100).toFixed(2)} was forfeited, as you chose.`)
  })
})

describe('a wrong password or code changes nothing', () => {
  it('answers a wrong password and a wrong code with their messages; five wrong codes need a new code', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    expect((await askCode(shopper)).body.code).toBe(200)
    const code = await deletionCode(shopper.email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await remove(shopper, { code, password: 'not my password' })).body).toMatchObject({
      code: 422,
      msg: 'Your password is incorrect.',
    })
    expect((await remove(shopper, { code: 'abc' })).body).toMatchObject({ code: 422, msg: 'The code is the 6 digits from the e-mail.' })
    expect((await remove(shopper, { code: wrong }, 'zh-CN')).body.msg).not.toMatch(/[a-z]{4}/)
    for (let i = 0; i < 4; i++) expect((await remove(shopper, { code: wrong })).body).toMatchObject({ code: 422, msg: 'Incorrect code.' })
    expect((await remove(shopper, { code })).body).toMatchObject({ code: 422, msg: 'Too many wrong tries. Please request a new code.' })
    await stillThere(shopper)

    shop.clock.advance(61_000)
    expect((await confirmDeletion(shopper)).body.code).toBe(200)
  })
})

describe('after the deletion', () => {
  it('signs out everywhere, refuses the old password, erases the person from every table, keeps the orders whole, and frees the e-mail', async () => {
    const person = personOf(randomBytes(4).toString('hex'))
    const shopper = await shopperWith(person)
    const otherDevice = (await kit.post('/user/login', { email: person.email, password: shopper.password }, { ip: kit.freshIp() })).body
      .data.token as string
    const orders = [await delivered(shopper), await delivered(shopper)]
    const before = await db()
      .selectFrom('orders')
      .select(['order_no', 'subtotal', 'shipping', 'discount', 'duties_taxes', 'total', 'refunded', 'status'])
      .where('user_id', '=', shopper.userId)
      .orderBy('id')
      .execute()
    // The orders' confirmation mails were jobs: sent, their payloads (address, name) still kept by pg-boss.
    await waitFor(async () => expect(await shop.app.jobs.pending(mailJob)).toBe(0))
    expect((await findEverywhere([person.email])).map((hit) => hit.where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(pgboss|.*_jobs)\.job\.data$/)]),
    )

    const answer = await confirmDeletion(shopper)
    expect(answer.body).toMatchObject({ code: 200, msg: 'Your account has been deleted.' })

    // The "account deleted" mail goes out, then its own job forgets the address.
    const farewell = await waitFor(
      async () =>
        (await kit.mailsTo(person.email)).find((mail) => mail.subject === 'Your Cross-Border Shop account has been deleted') ??
        Promise.reject(new Error('not yet')),
    )
    await waitFor(async () => expect(await shop.app.jobs.pending(mailJob)).toBe(0))
    for (const fact of ['2 orders', 'deleted customer', 'register again']) {
      expect(farewell.text).toContain(fact)
      expect(farewell.html).toContain(fact)
    }
    // The development outbox stands in for the shopper's mailbox (production mails over SMTP): only that mail is left there.
    const hits = await findEverywhere(valuesOf(person))
    expect(hits).toEqual([{ where: expect.stringMatching(/\.outbox\.to_address$/), value: person.email }])
    expect(await kit.mailsTo(person.email)).toHaveLength(1)

    for (const token of [shopper.token, otherDevice]) expect((await kit.get('/user/info', { token })).body.code).toBe(405)
    expect((await kit.post('/user/login', { email: person.email, password: shopper.password }, { ip: kit.freshIp() })).body).toMatchObject({
      code: 422,
      msg: 'Incorrect email or password',
    })

    const after = await db()
      .selectFrom('orders')
      .select([
        'order_no',
        'subtotal',
        'shipping',
        'discount',
        'duties_taxes',
        'total',
        'refunded',
        'status',
        'contact_email',
        'shipping_address',
      ])
      .where('user_id', '=', shopper.userId)
      .orderBy('id')
      .execute()
    expect(after.map(({ contact_email: _e, shipping_address: _a, ...money }) => money)).toEqual(before)
    expect(after.map((order) => order.order_no)).toEqual(orders)
    expect(after[0]).toMatchObject({
      contact_email: 'deleted customer',
      shipping_address: { first_name: 'deleted customer', country: 'IE', city: '' },
    })
    // Duties and import taxes (issue 50) are part of what was paid.
    for (const order of after) expect(order.subtotal + order.shipping - order.discount + order.duties_taxes).toBe(order.total)
    const payments = await db()
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(({ fn }) => fn.sum<string>('payments.amount').as('paid'))
      .where('orders.user_id', '=', shopper.userId)
      .where('payments.state', '=', 'succeeded')
      .executeTakeFirstOrThrow()
    expect(Number(payments.paid)).toBe(before.reduce((sum, order) => sum + order.total, 0))

    // The freed address registers again, as a new account with nothing of the old one.
    shop.clock.advance(61_000)
    const again = await shopperWith(person)
    expect(again.userId).not.toBe(shopper.userId)
    expect((await kit.get('/user/info', { token: again.token })).body.data).toMatchObject({
      email: person.email,
      username: person.username,
    })
  })

  it('shows operators "deleted customer" and mails the shopper in their language, text and HTML alike', async () => {
    const person = personOf(randomBytes(4).toString('hex'))
    const shopper = await shopperWith(person)
    const orderNo = await delivered(shopper)
    expect((await confirmDeletion(shopper, 'zh-CN')).body.code).toBe(200)
    const farewell = await waitFor(
      async () =>
        (await kit.mailsTo(person.email)).find((mail) => mail.subject.includes('账户已删除')) ?? Promise.reject(new Error('not yet')),
    )
    expect(farewell.text).toContain('1')
    expect(farewell.html).toContain('<html lang="zh-CN">')
    for (const paragraph of farewell.text.split('\n\n')) expect(farewell.html).toContain(paragraph.replace(/"/g, '&#34;'))
    const user = await db()
      .selectFrom('users')
      .select(['username', 'email', 'phone', 'wechat', 'deleted_at'])
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      username: 'deleted customer',
      email: `deleted-${shopper.userId}@deleted.invalid`,
      phone: '',
      wechat: '',
      deleted_at: expect.any(Date),
    })
    const order = await db()
      .selectFrom('orders')
      .select(['contact_email', 'contact_phone', 'note'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ contact_email: 'deleted customer', contact_phone: 'deleted customer', note: '' })
    // What the back office reads (its pages show the placeholder as "deleted customer" in the operator's language).
    const support = await signedInOperator(shop, 'support')
    expect((await adminCall(shop, 'GET', `/customers/detail?id=${shopper.userId}`, support.headers)).data).toMatchObject({
      username: 'deleted customer',
      phone: '',
      wechat: '',
      addresses: [],
      notes: [],
    })
    expect((await adminCall(shop, 'GET', `/orders?q=${orderNo}`, support.headers)).data.list).toEqual([
      expect.objectContaining({ order_no: orderNo, contact_email: 'deleted customer' }),
    ])
  })
})

describe('Download my data', () => {
  const download = (shopper: Shopper) => shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/export', headers: shopper.headers })

  it('is one JSON file of the account, addresses, orders, coupons, blind-box draws and wallet ledger', async () => {
    const person = personOf(randomBytes(4).toString('hex'))
    const shopper = await shopperWith(person)
    const orderNo = await delivered(shopper)
    const drawNo = await drawAPrize(shopper)
    const coupon = await giveCoupon(db(), shopper.userId)
    const response = await download(shopper)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cross-border-shop-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = response.json()
    expect(Object.keys(data)).toEqual(['exported_at', 'account', 'addresses', 'orders', 'returns', 'coupons', 'blind_box_draws', 'wallet'])
    expect(data.account).toMatchObject({
      username: person.username,
      email: person.email,
      phone: person.phone,
      wechat: person.wechat,
      date_of_birth: '1990-01-15',
    })
    expect(data.account).not.toHaveProperty('password_hash')
    expect(data.addresses).toEqual([expect.objectContaining({ ...person.address, is_default: expect.any(Boolean) })])
    expect(data.orders).toEqual([
      expect.objectContaining({
        order_no: orderNo,
        contact_email: person.email,
        status: 'paid',
        fulfillment_status: 'completed',
        shipping_address: expect.objectContaining({ city: person.address.city }),
        lines: [expect.objectContaining({ quantity: 1 })],
        payments: [expect.objectContaining({ kind: 'charge', state: 'succeeded', card_last4: '4242' })],
      }),
    ])
    expect(data.coupons.length).toBeGreaterThanOrEqual(1)
    expect(data.coupons).toEqual(expect.arrayContaining([expect.objectContaining({ name_en: 'Test coupon', used_at: null })]))
    expect(coupon).toBeGreaterThan(0)
    expect(data.blind_box_draws).toEqual([
      expect.objectContaining({
        draw_no: drawNo,
        status: 'kept',
        client_seed: expect.any(String),
        server_seed: null,
        server_seed_hash: expect.any(String),
        nonce: expect.any(Number),
      }),
    ])
    expect(data.wallet.ledger.map((entry: { kind: string }) => entry.kind)).toEqual(['recharge', 'draw'])
    expect(data.wallet.balance).toBe(data.wallet.ledger[1].balance_after)
    expect(data.wallet.top_ups).toEqual([expect.objectContaining({ state: 'succeeded' })])
  })

  it('streams a history of 1,000 orders page by page (the time is printed, not asserted)', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    await delivered(shopper)
    // 999 more copies of the delivered order, lines and payment included, written at once.
    await sql`insert into orders (order_no, user_id, line, status, fulfillment_status, payment_method, contact_email, contact_phone, news_opt_in, delivery_method, shipping_method, shipping_address, billing_address, note, currency, exchange_rate, subtotal, shipping, discount, total, refunded, subtotal_usd, locale, placed_at, paid_at, updated_at)
      select o.order_no || lpad(n::text, 4, '0'), o.user_id, o.line, o.status, o.fulfillment_status, o.payment_method, o.contact_email, o.contact_phone, o.news_opt_in, o.delivery_method, o.shipping_method, o.shipping_address, o.billing_address, o.note, o.currency, o.exchange_rate, o.subtotal, o.shipping, o.discount, o.total, o.refunded, o.subtotal_usd, o.locale, o.placed_at, o.paid_at, o.updated_at
      from orders o, generate_series(1, 999) n where o.user_id = ${shopper.userId}`.execute(db())
    await sql`insert into order_lines (order_id, goods_id, size, name_en, name_zh, image, price_usd, price, quantity, total)
      select c.id, l.goods_id, l.size, l.name_en, l.name_zh, l.image, l.price_usd, l.price, l.quantity, l.total
      from orders c join orders o on o.user_id = c.user_id and c.order_no like o.order_no || '%' and c.id <> o.id join order_lines l on l.order_id = o.id where c.user_id = ${shopper.userId}`.execute(
      db(),
    )
    const started = performance.now()
    const response = await download(shopper)
    const ms = performance.now() - started
    const data = response.json()
    expect(data.orders).toHaveLength(1000)
    expect(data.orders.every((order: { lines: unknown[] }) => order.lines.length === 1)).toBe(true)
    console.warn(
      `export of 1,000 orders: ${Math.round(ms)} ms, ${Math.round(response.rawPayload.length / 1024)} KiB (${homeOf(db()).kind})`,
    )
  })

  it('is sent once an hour per account: of five asked at once one is answered, the others say when to try again', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const other = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(shopper)))
    const files = answers.filter((answer) => answer.headers['content-disposition'])
    expect(files).toHaveLength(1)
    expect(Object.keys(files[0]!.json())).toContain('orders')
    const refusals = answers.filter((answer) => !answer.headers['content-disposition'])
    for (const refusal of refusals) {
      expect(refusal.json()).toEqual({
        code: 429,
        msg: 'Your data can be downloaded once an hour. Please try again in 60 minutes.',
        data: { retry_after: 3600 },
      })
      expect(refusal.headers['retry-after']).toBe('3600')
    }
    // The limit is the account's own: another shopper downloads meanwhile.
    expect((await download(other)).headers['content-disposition']).toMatch(/^attachment/)
    shop.clock.advance(30 * 60_000)
    const inChinese = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/sco/user/export',
      headers: { ...shopper.headers, 'accept-language': 'zh-CN' },
    })
    expect(inChinese.json()).toMatchObject({ code: 429, msg: '每小时只能下载一次您的数据，请在 30 分钟后重试。' })
    expect(inChinese.headers['retry-after']).toBe('1800')
    shop.clock.advance(30 * 60_000)
    expect((await download(shopper)).headers['content-disposition']).toMatch(/^attachment/)
  })
})

describe('money paid around a deletion never strands', () => {
  /** A wallet top-up with the sandbox wallet, left waiting for its notification. */
  async function pendingTopUp(shopper: Shopper, amount: number) {
    expect((await box('/user/blindbox/birthdate', shopper, { date_of_birth: '1990-01-15' })).code).toBe(200)
    const started = await box('/user/blindbox/recharge', shopper, { amount, payment_method: 'alipay' })
    expect(started.code).toBe(401)
    return started.data.recharge_no as string
  }

  /** The sandbox wallet's signed word that the top-up was paid. */
  async function walletPays(rechargeNo: string, amount: number) {
    const unsigned = {
      order_no: rechargeNo,
      amount,
      currency: 'USD',
      status: 'success' as const,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
    }
    const signed = { ...unsigned, signature: signWalletNotification(unsigned, developmentPaymentSecret) }
    return (await shop.app.inject({ method: 'POST', url: '/api/v1/box/event/blindbox/rechargeNotify', payload: signed })).json()
  }

  it('refuses the deletion while a top-up is being paid, naming it; once it is paid, the balance is what blocks', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const rechargeNo = await pendingTopUp(shopper, 2500)
    const message = `Your blind-box wallet top-up ${rechargeNo} is still being paid. Wait until it goes through or fails before deleting your account.`
    expect((await status(shopper)).data.blockers).toEqual([{ reason: 'top_up_pending', message }])
    expect((await askCode(shopper)).body).toMatchObject({ code: 409, msg: message, data: { reason: 'top_up_pending' } })
    expect((await askCode(shopper, 'zh-cn')).body.msg).toContain(rechargeNo)
    expect((await askCode(shopper, 'zh-cn')).body.msg).not.toMatch(/still being paid/)
    await stillThere(shopper)

    expect((await walletPays(rechargeNo, 2500)).data.outcome).toBe('credited')
    expect((await status(shopper)).data).toMatchObject({ balance: 2500, blockers: [{ reason: 'balance' }] })
  })

  it('keeps a top-up paid after the deletion off the deleted wallet, flagged for a refund in the back office and the review report', async () => {
    const shopper = await shopperWith(personOf(randomBytes(4).toString('hex')))
    const rechargeNo = await pendingTopUp(shopper, 5000)
    // Abandoned: a day on, it no longer holds the deletion up.
    shop.clock.advance(25 * 60 * 60_000)
    expect((await status(shopper)).data.blockers).toEqual([])
    expect((await confirmDeletion(shopper)).body).toMatchObject({ code: 200, msg: 'Your account has been deleted.' })

    // Then the money comes after all: received (the gateway stops sending), never credited.
    const late = await walletPays(rechargeNo, 5000)
    expect(late).toMatchObject({ code: 200, data: { outcome: 'flagged' } })
    expect((await walletPays(rechargeNo, 5000)).data.outcome).toBe('duplicate')
    const wallet = await db().selectFrom('box_accounts').select('balance').where('user_id', '=', shopper.userId).executeTakeFirst()
    expect(wallet?.balance ?? 0).toBe(0)
    expect(await db().selectFrom('box_ledger').select('kind').where('user_id', '=', shopper.userId).execute()).toEqual([])
    const recharge = await db()
      .selectFrom('box_recharges')
      .select(['state', 'payment_review'])
      .where('recharge_no', '=', rechargeNo)
      .executeTakeFirstOrThrow()
    expect(recharge).toEqual({
      state: 'succeeded',
      payment_review: expect.stringMatching(/^paid after the account was deleted: refund 5000 USD/),
    })

    const operator = await signedInOperator(shop, 'staff')
    const dashboard = await adminCall(shop, 'GET', '/dashboard', operator.headers)
    expect(dashboard.data.money_to_review).toContainEqual({
      kind: 'top_up',
      reference: rechargeNo,
      amount: 5000,
      currency: 'USD',
      reason: recharge.payment_review,
    })
    const report = await paymentsCommand.run({
      db: db(),
      config: loadConfig({ NODE_ENV: 'test' }),
      values: {},
      positionals: ['review'],
      now: () => shop.clock.now,
      mail: shop.app.mail,
    })
    expect(report).toContain(`${rechargeNo}  top-up  5000 USD  ${recharge.payment_review}`)
  })
})
