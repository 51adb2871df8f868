import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oddsScale, prizeFor, rollOf, type DrawRecord } from '#contract/blindbox.ts'
import { signWalletNotification } from '../payments/gateways/sandbox-wallet/wallet-signature.ts'
import { developmentPaymentSecret } from '../../env.ts'
import { createTestShop, sameShopWith, type TestShop } from '../../test/test-app.ts'
import { createShopper, shippingAddress, type Shopper } from '../orders/test/shoppers.ts'
import { accountKit } from '../account/test-kit.ts'
import { drawHmac } from './fairness.ts'
import { startTopUp } from './top-up.ts'
import { shipOrder } from '../orders/index.ts'
import { blindBoxSeries } from '../../db/seed/blind-boxes.ts'
import { blindbox as blindboxCommand } from '../../cli/commands/blindbox.ts'
import { loadConfig } from '../../env.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

const base = '/api/v1/box'
let ipCounter = 1
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: {
    shopper?: Shopper
    body?: unknown
    query?: Record<string, string>
    headers?: Record<string, string>
    ip?: string
    app?: TestShop
  } = {},
) {
  const response = await (options.app ?? shop).app.inject({
    method,
    url: `${base}${path}`,
    query: options.query,
    payload: options.body as object | undefined,
    headers: { ...(options.shopper?.headers ?? {}), ...(options.headers ?? {}) },
    remoteAddress: options.ip ?? '127.0.0.1',
  })
  return response.json<{ code: number; msg: string; data?: any; redirect_url?: string }>()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const chooseSeed = (shopper: Shopper, clientSeed: unknown, headers: Record<string, string> = {}) =>
  call('POST', '/user/blindbox/clientSeed', { shopper, body: { client_seed: clientSeed }, headers })

/** An adult shopper who has not chosen a client seed yet. */
async function adultWithoutSeed(): Promise<Shopper> {
  const shopper = await createShopper(shop.app.db)
  const answer = await call('POST', '/user/blindbox/birthdate', { shopper, body: { date_of_birth: '1990-01-15' } })
  expect(answer.code).toBe(200)
  return shopper
}

/** An adult shopper with a client seed of their own, ready to draw. */
async function adult(): Promise<Shopper> {
  const shopper = await adultWithoutSeed()
  expect((await chooseSeed(shopper, `seed${randomBytes(6).toString('hex')}`)).code).toBe(200)
  return shopper
}

async function cardToken() {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/sandbox/card/tokenize',
    payload: { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' },
    remoteAddress: freshIp(),
  })
  return answer.json().data.token as string
}

async function topUp(shopper: Shopper, amount: number) {
  const answer = await call('POST', '/user/blindbox/recharge', {
    shopper,
    body: { amount, payment_method: 'card', card_token: await cardToken() },
  })
  expect(answer.code).toBe(200)
  return answer
}

const wallet = async (shopper: Shopper) => (await call('GET', '/user/blindbox/getuserboxAmount', { shopper })).data
const ledgerOf = async (shopper: Shopper) => (await call('GET', '/user/blindbox/rechargeRecord', { shopper })).data
const seriesList = async () =>
  (await call('GET', '/user/blindbox/productDetail')).data.list as {
    id: number
    price: number
    prizes: { tier: string; odds_ppm: number; id: number }[]
    guarantee_every: number
    odds_version: number
    resale_rate_pct: number
  }[]
const drawOnce = (shopper: Shopper, seriesId: number, headers: Record<string, string> = {}) =>
  call('POST', '/user/blindbox/createorder', { shopper, body: { series_id: seriesId }, headers })

describe('region check', () => {
  it('serves loopback and private addresses, and names the country of a public one', async () => {
    expect((await call('GET', '/user/getUserIp')).data).toEqual({ country: 'LOCAL', allowed: true })
    expect((await call('GET', '/user/getUserIp', { ip: '192.168.1.20' })).code).toBe(200)
    const china = await call('GET', '/user/getUserIp', { headers: { 'x-forwarded-for': '114.114.114.114' } })
    expect(china).toMatchObject({ code: 200, data: { country: 'CN', allowed: true } })
  })

  // The same database under other region settings (a second migrated schema is not needed).
  const shopWith = (overrides: Record<string, string>) => sameShopWith(shop, overrides)

  it('answers 406 with a clear message where blind boxes are not sold, and refuses top-ups and draws there', async () => {
    const blocked = await shopWith({ BLINDBOX_BLOCKED_COUNTRIES: 'US' })
    const us = { 'x-forwarded-for': '8.8.8.8' }
    expect(await call('GET', '/user/getUserIp', { app: blocked, headers: us })).toMatchObject({
      code: 406,
      msg: 'Sorry, blind boxes are not sold in your region (US).',
    })
    const shopper = await adult()
    await topUp(shopper, 2000)
    const [series] = await seriesList()
    expect(
      (await call('POST', '/user/blindbox/createorder', { app: blocked, shopper, body: { series_id: series!.id }, headers: us })).code,
    ).toBe(406)
    expect(
      (
        await call('POST', '/user/blindbox/recharge', {
          app: blocked,
          shopper,
          body: { amount: 500, payment_method: 'alipay' },
          headers: us,
        })
      ).code,
    ).toBe(406)
    expect((await wallet(shopper)).balance).toBe(2000)
    const onlyCn = await shopWith({ BLINDBOX_COUNTRIES: 'CN' })
    expect((await call('GET', '/user/getUserIp', { app: onlyCn, headers: us })).code).toBe(406)
    expect((await call('GET', '/user/getUserIp', { app: onlyCn, headers: { 'x-forwarded-for': '114.114.114.114' } })).code).toBe(200)
    expect((await call('GET', '/user/getUserIp', { app: onlyCn })).code).toBe(200)
  })
})

describe('registration with a date of birth', () => {
  const kit = () => accountKit(shop.app)
  async function form(email: string, dateOfBirth: string) {
    const ip = freshIp()
    await kit().post('/sendEmailCode', { email, type: 'register' }, { ip })
    return {
      username: 'Ada',
      email,
      phone: '+1 555 0100',
      wechat: '',
      password: 'correct horse battery',
      code: await kit().lastCode(email),
      date_of_birth: dateOfBirth,
    }
  }

  it('refuses under-18s with a clear message and creates no account', async () => {
    const email = `young-${randomBytes(4).toString('hex')}@example.com`
    const today = shop.clock.now
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    const answer = await call('POST', '/boxreguser', { body: await form(email, seventeen), ip: freshIp() })
    expect(answer).toMatchObject({ code: 422, msg: 'You must be 18 or older to buy blind boxes.' })
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
    const nonsense = await call('POST', '/boxreguser', { body: await form(email, '1990-02-31'), ip: freshIp() })
    expect(nonsense).toMatchObject({ code: 422, msg: 'Enter a valid date of birth.' })
  })

  it('registers an adult with the date of birth on file', async () => {
    const email = `adult-${randomBytes(4).toString('hex')}@example.com`
    const answer = await call('POST', '/boxreguser', { body: await form(email, '1995-06-30'), ip: freshIp() })
    expect(answer.code).toBe(200)
    const shopper = {
      userId: answer.data.userInfo.id,
      token: answer.data.token,
      email,
      headers: { authorization: `Bearer ${answer.data.token}` },
    }
    expect((await wallet(shopper)).date_of_birth).toBe('1995-06-30')
  })

  it('lets an existing account add its date of birth once, and asks for it before the first draw', async () => {
    const shopper = await createShopper(shop.app.db)
    const [series] = await seriesList()
    expect(await drawOnce(shopper, series!.id)).toMatchObject({ code: 422, msg: 'Please add your date of birth before your first draw.' })
    expect((await call('POST', '/user/blindbox/birthdate', { shopper, body: { date_of_birth: '1980-03-03' } })).code).toBe(200)
    expect(await call('POST', '/user/blindbox/birthdate', { shopper, body: { date_of_birth: '1970-03-03' } })).toMatchObject({
      code: 409,
      msg: 'Your date of birth is already on file and cannot be changed.',
    })
    expect((await wallet(shopper)).date_of_birth).toBe('1980-03-03')
  })
})

describe('series and published odds', () => {
  it('publishes at least four series, each box at most ¥200, odds summing to 100 %', async () => {
    const list = await seriesList()
    expect(list.length).toBeGreaterThanOrEqual(4)
    for (const series of list) {
      expect(series.price * 7.12).toBeLessThanOrEqual(20_000)
      expect(series.prizes.reduce((sum, prize) => sum + prize.odds_ppm, 0)).toBe(oddsScale)
      expect(series.prizes.some((prize) => prize.tier === 'top')).toBe(true)
      expect(series.guarantee_every).toBeGreaterThan(0)
    }
  })

  it('answers an unknown series with 404 on the detail and the draw, charging nothing', async () => {
    expect(await call('GET', '/user/blindbox/productDetail', { query: { id: '99999' } })).toMatchObject({
      code: 404,
      msg: 'This blind-box series does not exist.',
    })
    const shopper = await adult()
    await topUp(shopper, 2000)
    expect((await drawOnce(shopper, 99999)).code).toBe(404)
    expect((await wallet(shopper)).balance).toBe(2000)
  })
})

describe('the draw mapping', () => {
  // Critical chi-square values at p = 0.001 by degrees of freedom.
  const critical: Record<number, number> = { 4: 18.467, 5: 20.515, 6: 22.458, 7: 24.322, 8: 26.124, 9: 27.877, 10: 29.588 }

  it('matches every seeded series’ published odds over 100,000 draws (chi-square, p = 0.001)', () => {
    for (const series of blindBoxSeries) {
      const odds = series.prizes.map((prize, index) => ({ id: index, tier: prize.tier, odds_ppm: prize.odds }))
      const counts = new Array<number>(odds.length).fill(0)
      // A fixed seed per series keeps the test deterministic: with a random one a correct draw
      // still fails one run in a few hundred (the series together test at p = 0.001 each).
      const serverSeed = createHash('sha256').update(`draw ${series.slug}`).digest('hex')
      const draws = 100_000
      for (let nonce = 0; nonce < draws; nonce++) counts[prizeFor(odds, rollOf(drawHmac(serverSeed, 'chi-square', nonce)), false).id]! += 1
      const chiSquare = odds.reduce((sum, prize, index) => {
        const expected = (draws * prize.odds_ppm) / oddsScale
        return sum + (counts[index]! - expected) ** 2 / expected
      }, 0)
      expect(chiSquare).toBeLessThan(critical[odds.length - 1]!)
    }
  })

  it('gives every prize exactly its published share of the rolls', () => {
    for (const series of blindBoxSeries) {
      const odds = series.prizes.map((prize, index) => ({ id: index, tier: prize.tier, odds_ppm: prize.odds }))
      const counts = new Array<number>(odds.length).fill(0)
      for (let roll = 0; roll < oddsScale; roll++) counts[prizeFor(odds, roll, false).id]! += 1
      expect(counts).toEqual(odds.map((prize) => prize.odds_ppm))
    }
  })

  it('maps the roll edges onto the cumulative odds, and a guaranteed draw onto the top tier', () => {
    const odds = [
      { tier: 'top' as const, odds_ppm: 10 },
      { tier: 'rare' as const, odds_ppm: 90 },
      { tier: 'regular' as const, odds_ppm: oddsScale - 100 },
    ]
    expect(prizeFor(odds, 0, false)).toBe(odds[0])
    expect(prizeFor(odds, 9, false)).toBe(odds[0])
    expect(prizeFor(odds, 10, false)).toBe(odds[1])
    expect(prizeFor(odds, 100, false)).toBe(odds[2])
    expect(prizeFor(odds, oddsScale - 1, false)).toBe(odds[2])
    expect(prizeFor(odds, oddsScale - 1, true)).toBe(odds[0])
    expect(rollOf('f'.repeat(64))).toBe(oddsScale - 1)
    expect(rollOf('0'.repeat(64))).toBe(0)
  })
})

describe('top-up', () => {
  it('credits a sandbox card payment once, each ledger entry keeping the balance after it', async () => {
    const shopper = await adult()
    const answer = await topUp(shopper, 1500)
    expect(answer).toMatchObject({ msg: 'Pay successful!', data: { state: 'succeeded', balance: 1500 } })
    await topUp(shopper, 500)
    const { ledger } = await ledgerOf(shopper)
    expect(ledger.map((entry: { amount: number; balance_after: number }) => [entry.amount, entry.balance_after])).toEqual([
      [500, 2000],
      [1500, 1500],
    ])
  })

  it.each([[-100], [0], [50], [50_001], [1e12], [12.5]])(
    'refuses a top-up of %s with a clear message and changes nothing',
    async (amount) => {
      const shopper = await adult()
      const answer = await call('POST', '/user/blindbox/recharge', {
        shopper,
        body: { amount, payment_method: 'card', card_token: 'tok_x' },
      })
      expect(answer).toMatchObject({ code: 422, msg: 'Top up between $1.00 and $500.00.' })
      expect((await wallet(shopper)).balance).toBe(0)
      expect((await ledgerOf(shopper)).recharges).toEqual([])
    },
  )

  it('refuses a gateway charging in a currency the shop has no rate for, charging nothing', async () => {
    const shopper = await adult()
    let charged = false
    const gateway = {
      method: 'alipay' as const,
      name: 'alipay',
      sandbox: false,
      chargeCurrency: 'XTS',
      pay: async () => {
        charged = true
        return { kind: 'redirect' as const, url: 'https://gateway.example' }
      },
      refund: async () => ({}),
    }
    const ctx = {
      db: shop.app.db,
      now: () => shop.clock.now,
      locale: 'en' as const,
      dailyCap: 20,
      payments: { alipay: gateway },
      publicUrl: '',
      paymentSecret: developmentPaymentSecret,
    }
    await expect(startTopUp(ctx, shopper.userId, { amount: 1000, method: 'alipay', device: 'desktop', ip: '127.0.0.1' })).rejects.toThrow(
      'This payment method is not available.',
    )
    expect(charged).toBe(false)
    expect((await ledgerOf(shopper)).recharges).toEqual([])
  })

  it('refuses a notification for a top-up that does not exist, crediting nothing', async () => {
    const unsigned = {
      order_no: '261123000000000',
      amount: 1000,
      currency: 'USD',
      status: 'success' as const,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
    }
    const reply = await shop.app.inject({
      method: 'POST',
      url: `${base}/event/blindbox/rechargeNotify`,
      payload: { ...unsigned, signature: signWalletNotification(unsigned, developmentPaymentSecret) },
    })
    expect(reply.json()).toMatchObject({ code: 404, msg: 'Top-up not found.' })
  })

  it('does not credit a declined card', async () => {
    const shopper = await adult()
    const token = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/sandbox/card/tokenize',
        payload: { number: '4000 0000 0000 0002', expiry: '12 / 39', cvc: '123' },
        remoteAddress: freshIp(),
      })
    ).json().data.token
    const answer = await call('POST', '/user/blindbox/recharge', {
      shopper,
      body: { amount: 1000, payment_method: 'card', card_token: token },
    })
    expect(answer).toMatchObject({ code: 409, msg: 'Pay failed!' })
    expect((await wallet(shopper)).balance).toBe(0)
  })

  it('sends a wallet top-up to the wallet, credits only its signed notification, and a replay credits once', async () => {
    const shopper = await adult()
    const answer = await call('POST', '/user/blindbox/recharge', { shopper, body: { amount: 3000, payment_method: 'alipay' } })
    expect(answer.code).toBe(401)
    expect(answer.redirect_url).toMatch(/\/sandbox\/wallet\?ref=box_/)
    expect((await wallet(shopper)).balance).toBe(0)
    const rechargeNo = answer.data.recharge_no as string
    const unsigned = {
      order_no: rechargeNo,
      amount: 3000,
      currency: 'USD',
      status: 'success' as const,
      timestamp: Math.floor(shop.clock.now.getTime() / 1000),
      nonce: randomBytes(16).toString('hex'),
    }
    const forged = await shop.app.inject({
      method: 'POST',
      url: `${base}/event/blindbox/rechargeNotify`,
      payload: { ...unsigned, signature: '0'.repeat(64) },
    })
    expect(forged.json().code).toBe(422)
    expect((await wallet(shopper)).balance).toBe(0)
    const notification = { ...unsigned, signature: signWalletNotification(unsigned, developmentPaymentSecret) }
    const replies = await Promise.all(
      [1, 2, 3].map(() => shop.app.inject({ method: 'POST', url: `${base}/event/blindbox/rechargeNotify`, payload: notification })),
    )
    expect(replies.map((reply) => reply.json().data.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate'])
    const again = { ...unsigned, nonce: randomBytes(16).toString('hex') }
    const second = await shop.app.inject({
      method: 'POST',
      url: `${base}/event/blindbox/rechargeNotify`,
      payload: { ...again, signature: signWalletNotification(again, developmentPaymentSecret) },
    })
    expect(second.json().data.outcome).toBe('duplicate')
    expect((await wallet(shopper)).balance).toBe(3000)
    expect((await ledgerOf(shopper)).ledger).toHaveLength(1)
  })

  it('goes through the sandbox wallet page and back to the recharge page', async () => {
    const shopper = await adult()
    const answer = await call('POST', '/user/blindbox/recharge', { shopper, body: { amount: 700, payment_method: 'wechat' } })
    const ref = new URL(answer.redirect_url!, 'http://shop').searchParams.get('ref')!
    const page = await shop.app.inject({ method: 'GET', url: `/sandbox/wallet?ref=${ref}&method=wechat` })
    expect(page.body).toContain('Confirm payment')
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/confirm',
      payload: `ref=${ref}&decision=confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toContain(`/blindBoxes/recharge?no=${answer.data.recharge_no}`)
    expect((await wallet(shopper)).balance).toBe(700)
  })
})

describe('draws', () => {
  it('gives one prize and one debit for twenty parallel draws on a balance that pays for one', async () => {
    const shopper = await adult()
    const [series] = await seriesList()
    await topUp(shopper, series!.price)
    const answers = await Promise.all(Array.from({ length: 20 }, () => drawOnce(shopper, series!.id)))
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1)
    expect(
      answers
        .filter((answer) => answer.code === 409)
        .every((answer) => answer.msg === 'Your balance is too low for this box. Please top up first.'),
    ).toBe(true)
    expect((await wallet(shopper)).balance).toBe(0)
    expect((await call('GET', '/user/blindbox/getUserOrders', { shopper })).data.list).toHaveLength(1)
    expect((await ledgerOf(shopper)).ledger.filter((entry: { kind: string }) => entry.kind === 'draw')).toHaveLength(1)
  })

  it('never chooses a client seed: a new shopper draws only after choosing one', async () => {
    const shopper = await adultWithoutSeed()
    const [series] = await seriesList()
    await topUp(shopper, series!.price)
    expect(await wallet(shopper)).toMatchObject({ client_seed: null, nonce: 0, next_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(await drawOnce(shopper, series!.id)).toMatchObject({ code: 409, msg: 'Choose your client seed before your first draw.' })
    expect((await wallet(shopper)).balance).toBe(series!.price)
    // A draw that brings its own seed, chosen after the hash was shown, makes it the pair's.
    const before = await wallet(shopper)
    const drawn = await call('POST', '/user/blindbox/createorder', {
      shopper,
      body: { series_id: series!.id, client_seed: 'FirstOwnSeed' },
    })
    expect(drawn.data).toMatchObject({ client_seed: 'FirstOwnSeed', nonce: 0, server_seed: null, server_seed_hash: before.next_seed_hash })
    expect(await wallet(shopper)).toMatchObject({ client_seed: 'FirstOwnSeed', nonce: 1, next_seed_hash: before.next_seed_hash })
  })

  it('keeps a seed pair over draws (nonce 0, 1…) and reveals its server seed when the shopper changes the client seed: each draw recomputes to its prize', async () => {
    const shopper = await adultWithoutSeed()
    const [series] = await seriesList()
    await topUp(shopper, series!.price * 3)
    const unused = await wallet(shopper)
    const started = await chooseSeed(shopper, 'MyOwnSeed42')
    expect(started).toMatchObject({
      code: 200,
      msg: 'New seed pair started: the previous server seed is revealed.',
      data: { client_seed: 'MyOwnSeed42', nonce: 0 },
    })
    expect(sha256(started.data.revealed_server_seed)).toBe(unused.next_seed_hash)
    const committed = started.data.next_seed_hash as string
    expect(committed).not.toBe(unused.next_seed_hash)

    const draws: DrawRecord[] = []
    for (let n = 0; n < 2; n++) {
      const answer = await call('POST', '/user/blindbox/createorder', {
        shopper,
        body: { series_id: series!.id, client_seed: 'MyOwnSeed42' },
      })
      expect(answer.msg).toBe('purchase successful!')
      draws.push(answer.data)
    }
    expect(draws.map((draw) => [draw.nonce, draw.client_seed, draw.server_seed_hash, draw.server_seed])).toEqual([
      [0, 'MyOwnSeed42', committed, null],
      [1, 'MyOwnSeed42', committed, null],
    ])
    expect(await wallet(shopper)).toMatchObject({ client_seed: 'MyOwnSeed42', nonce: 2, next_seed_hash: committed })
    // A page still showing another seed draws nothing.
    const balance = (await wallet(shopper)).balance
    expect(
      await call('POST', '/user/blindbox/createorder', { shopper, body: { series_id: series!.id, client_seed: 'StalePage1' } }),
    ).toMatchObject({ code: 409, msg: 'Your client seed has changed since this page was opened. Check the new seed and draw again.' })
    expect((await wallet(shopper)).balance).toBe(balance)

    const next = await chooseSeed(shopper, 'NextSeed7')
    const revealed = next.data.revealed_server_seed as string
    expect(sha256(revealed)).toBe(committed)
    expect(next.data.revealed_server_seed_hash).toBe(committed)
    expect(await wallet(shopper)).toMatchObject({ client_seed: 'NextSeed7', nonce: 0, next_seed_hash: next.data.next_seed_hash })
    for (const draw of draws) {
      const record: DrawRecord = (await call('GET', '/user/blindbox/orderDetails', { shopper, query: { id: draw.draw_no } })).data
      expect(record.server_seed).toBe(revealed)
      const roll = rollOf(drawHmac(revealed, 'MyOwnSeed42', record.nonce))
      expect(roll).toBe(record.roll)
      expect(prizeFor(record.odds, roll, record.guaranteed).id).toBe(record.prize.id)
    }
  })

  it('refuses a client seed with other characters or longer than 64 with the field’s message, drawing and changing nothing', async () => {
    const shopper = await adult()
    const [series] = await seriesList()
    await topUp(shopper, series!.price)
    const before = await wallet(shopper)
    const bad = ['with space', 'dash-ed', 'under_score', 'café', '种子', '', 'x'.repeat(65), 'a\u0000b', 42]
    for (const clientSeed of bad) {
      expect(await chooseSeed(shopper, clientSeed)).toMatchObject({
        code: 422,
        msg: 'Your client seed must be 1 to 64 letters (A–Z, a–z) or digits (0–9).',
        data: { fields: [{ field: 'client_seed' }] },
      })
      expect(
        await call('POST', '/user/blindbox/createorder', { shopper, body: { series_id: series!.id, client_seed: clientSeed } }),
      ).toMatchObject({ code: 422, msg: 'Your client seed must be 1 to 64 letters (A–Z, a–z) or digits (0–9).' })
    }
    expect((await chooseSeed(shopper, 'x'.repeat(65), { 'accept-language': 'zh-CN' })).msg).toBe(
      '客户端种子须为 1 至 64 个字母（A–Z、a–z）或数字（0–9）。',
    )
    expect(await wallet(shopper)).toEqual(before)
    expect((await call('GET', '/user/blindbox/getUserOrders', { shopper })).data.list).toEqual([])
    expect((await ledgerOf(shopper)).ledger.filter((entry: { kind: string }) => entry.kind === 'draw')).toEqual([])
    // 64 letters and digits are a seed.
    expect((await chooseSeed(shopper, 'aZ9'.repeat(21) + 'q')).code).toBe(200)
  })

  it('answers a retried draw with the same Idempotency-Key with the same draw, and refuses the key for another series', async () => {
    const shopper = await adult()
    const [first, second] = await seriesList()
    await topUp(shopper, 5000)
    const headers = { 'idempotency-key': 'draw-retry-0001' }
    const answers = await Promise.all([drawOnce(shopper, first!.id, headers), drawOnce(shopper, first!.id, headers)])
    expect(answers[0]!.data.draw_no).toBe(answers[1]!.data.draw_no)
    expect((await wallet(shopper)).balance).toBe(5000 - first!.price)
    expect((await drawOnce(shopper, second!.id, headers)).code).toBe(409)
    expect((await drawOnce(shopper, first!.id, { 'idempotency-key': 'bad key!' })).code).toBe(422)
    expect((await wallet(shopper)).balance).toBe(5000 - first!.price)
  })

  it('gives the top tier at the latest on the series’ Nth draw', async () => {
    const shopper = await adult()
    const [series] = await seriesList()
    await shop.app.db.updateTable('box_series').set({ guarantee_every: 3 }).where('id', '=', series!.id).execute()
    try {
      await topUp(shopper, series!.price * 9)
      const tiers: string[] = []
      for (let n = 0; n < 9; n++) tiers.push((await drawOnce(shopper, series!.id)).data.prize.tier)
      let sinceTop = 0
      for (const tier of tiers) {
        sinceTop = tier === 'top' ? 0 : sinceTop + 1
        expect(sinceTop).toBeLessThan(3)
      }
    } finally {
      await shop.app.db.updateTable('box_series').set({ guarantee_every: series!.guarantee_every }).where('id', '=', series!.id).execute()
    }
  })

  it('stops at the daily cap with a clear message, debiting nothing, and opens again the next day', async () => {
    const shopper = await adult()
    const series = (await seriesList()).at(-1)!
    await topUp(shopper, series.price * 21)
    for (let n = 0; n < 20; n++) expect((await drawOnce(shopper, series.id)).code).toBe(200)
    const balance = (await wallet(shopper)).balance
    expect(await drawOnce(shopper, series.id)).toMatchObject({
      code: 429,
      msg: 'You have reached today’s limit of 20 draws. Please come back tomorrow.',
    })
    expect((await wallet(shopper)).balance).toBe(balance)
    shop.clock.advance(24 * 3600_000)
    expect((await drawOnce(shopper, series.id)).code).toBe(200)
  })

  it('keeps past draws on their odds version when the odds change', async () => {
    const shopper = await adult()
    const [series] = await seriesList()
    await topUp(shopper, series!.price * 2)
    const old = (await drawOnce(shopper, series!.id)).data
    const db = shop.app.db
    const version = await db
      .insertInto('box_odds_versions')
      .values({ series_id: series!.id, version: series!.odds_version + 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('box_prizes')
      .values([
        {
          odds_version_id: version.id,
          tier: 'top',
          name_en: 'New Secret',
          name_zh: '新隐藏款',
          image: 'goods/box/moonlit-garden-series-1.webp',
          value: 9000,
          odds_ppm: 10_000,
          sort: 0,
        },
        {
          odds_version_id: version.id,
          tier: 'regular',
          name_en: 'New Regular',
          name_zh: '新常规款',
          image: 'goods/box/moonlit-garden-series-2.webp',
          value: 1000,
          odds_ppm: oddsScale - 10_000,
          sort: 1,
        },
      ])
      .execute()
    const published = (await seriesList()).find((row) => row.id === series!.id)!
    expect(published.odds_version).toBe(series!.odds_version + 1)
    const fresh = (await drawOnce(shopper, series!.id)).data
    expect(fresh.odds_version).toBe(series!.odds_version + 1)
    const kept = (await call('GET', '/user/blindbox/orderDetails', { shopper, query: { id: old.draw_no } })).data
    expect(kept.odds_version).toBe(series!.odds_version)
    expect(kept.odds).toHaveLength(series!.prizes.length)
    await db.deleteFrom('box_draws').where('odds_version_id', '=', version.id).execute()
    await db.deleteFrom('box_prizes').where('odds_version_id', '=', version.id).execute()
    await db.deleteFrom('box_odds_versions').where('id', '=', version.id).execute()
  })
})

describe('prizes: resale and shipping', () => {
  async function prize() {
    const shopper = await adult()
    const [series] = await seriesList()
    await topUp(shopper, series!.price)
    const record = (await drawOnce(shopper, series!.id)).data
    return { shopper, record, series: series! }
  }

  it('credits parallel resales of one prize once, at the published rate', async () => {
    const { shopper, record, series } = await prize()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/user/blindbox/resale', { shopper, body: { id: record.draw_no } })),
    )
    const credited = answers.filter((answer) => answer.code === 200)
    expect(credited).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === 409).every((answer) => answer.msg === 'This prize has already been resold.')).toBe(
      true,
    )
    expect((await wallet(shopper)).balance).toBe(Math.floor((series.price * series.resale_rate_pct) / 100))
    expect(
      await call('POST', '/user/blindbox/addAddress', { shopper, body: { id: record.draw_no, address: shippingAddress } }),
    ).toMatchObject({ code: 409, msg: 'A resold prize cannot be shipped.' })
  })

  it('ships a kept prize once and then refuses to resell it', async () => {
    const { shopper, record } = await prize()
    expect(
      await call('POST', '/user/blindbox/addAddress', { shopper, body: { id: record.draw_no, address: shippingAddress } }),
    ).toMatchObject({ code: 200, msg: 'Your prize will be shipped to this address.' })
    expect(
      (await call('POST', '/user/blindbox/addAddress', { shopper, body: { id: record.draw_no, address: shippingAddress } })).code,
    ).toBe(409)
    expect((await call('POST', '/user/blindbox/resale', { shopper, body: { id: record.draw_no } })).code).toBe(409)
    expect((await wallet(shopper)).balance).toBe(0)
    const detail = (await call('GET', '/user/blindbox/orderDetails', { shopper, query: { id: record.draw_no } })).data
    expect(detail).toMatchObject({ status: 'shipping', shipping_address: { city: 'London' } })
    const listed = await blindboxCommand.run({
      db: shop.app.db,
      config: loadConfig({ NODE_ENV: 'test' }),
      values: {},
      positionals: ['shipments'],
      now: () => shop.clock.now,
    })
    expect(listed).toContain(`${record.draw_no}`)
    expect(listed).toContain('Ada Lovelace, 12 St James’s Square, London SW1Y 4JH, GB')
  })

  it('puts a shipped prize into fulfilment as one paid order, shipped with the shop’s order commands', async () => {
    const { shopper, record } = await prize()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/user/blindbox/addAddress', { shopper, body: { id: record.draw_no, address: shippingAddress } }),
      ),
    )
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409, 409, 409])
    const db = shop.app.db
    const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', shopper.userId).execute()
    expect(orders).toHaveLength(1)
    const order = orders[0]!
    expect(order).toMatchObject({
      line: 'box',
      status: 'paid',
      fulfillment_status: 'unshipped',
      payment_method: 'box_wallet',
      delivery_method: 'ship',
      total: 0,
      currency: 'USD',
      shipping_address: { city: 'London', postal_code: 'SW1Y 4JH' },
      contact_email: expect.stringContaining('@'),
    })
    expect(order.note).toContain(`Blind-box prize of draw ${record.draw_no}: ${record.prize.name}`)
    expect(order.paid_at).not.toBeNull()
    expect(
      (await db.selectFrom('box_draws').select('order_id').where('draw_no', '=', record.draw_no).executeTakeFirstOrThrow()).order_id,
    ).toBe(order.id)

    // The shopper sees it among their orders, and the operator ships it like any other.
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/v1/sco/user/orderlists', headers: shopper.headers })).json()
    expect(listed).toMatchObject({ code: 200 })
    expect(JSON.stringify(listed.data)).toContain(order.order_no)
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/sco/user/orderdetail?order_no=${order.order_no}`, headers: shopper.headers })
    ).json()
    expect(detail).toMatchObject({ code: 200, data: { line: 'box', payment_method: 'box_wallet', payable: false, total: 0 } })
    const shipped = await shipOrder({ db, now: () => shop.clock.now }, order.order_no, { all: true })
    expect(shipped).toMatchObject({ status: 'paid', fulfillment_status: 'all_shipped' })
    expect((await call('POST', '/user/blindbox/resale', { shopper, body: { id: record.draw_no } })).code).toBe(409)
  })

  it('refuses another user’s prize with 404 and changes nothing', async () => {
    const { record } = await prize()
    const stranger = await adult()
    expect(await call('POST', '/user/blindbox/resale', { shopper: stranger, body: { id: record.draw_no } })).toMatchObject({
      code: 404,
      msg: 'This prize was not found.',
    })
    expect(
      (await call('POST', '/user/blindbox/addAddress', { shopper: stranger, body: { id: record.draw_no, address: shippingAddress } })).code,
    ).toBe(404)
    expect((await call('GET', '/user/blindbox/orderDetails', { shopper: stranger, query: { id: record.draw_no } })).code).toBe(404)
    expect((await wallet(stranger)).balance).toBe(0)
    expect(await shop.app.db.selectFrom('orders').select('id').where('user_id', '=', stranger.userId).execute()).toEqual([])
  })
})
