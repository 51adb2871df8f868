import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { developmentPaymentSecret, loadConfig } from './env.ts'
import { createTestShop, type TestShop } from './test/test-app.ts'
import { freePort } from './test/shop-process.ts'
import { createShopper, fillCart, goodsOf, orderBody } from './modules/orders/test/shoppers.ts'

const safeProduction = {
  NODE_ENV: 'production',
  PAYMENT_SECRET: 'a-live-payment-secret-of-32-chars!!',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  PAYMENT_SANDBOX: 'on',
}

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env)
    return ''
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

describe('production refuses to start unsafe', () => {
  it('starts with a safe configuration (a staging shop with the sandbox on)', () => {
    const config = loadConfig(safeProduction)
    expect(config).toMatchObject({ PAYMENT_SANDBOX: true, API_DOCS: false, COD: true })
  })

  it.each([
    ['PAYMENT_SECRET unset', { PAYMENT_SECRET: undefined }, 'PAYMENT_SECRET'],
    ['PAYMENT_SECRET short', { PAYMENT_SECRET: 'only-twenty-chars-xx' }, 'PAYMENT_SECRET'],
    ['PAYMENT_SECRET the development default', { PAYMENT_SECRET: developmentPaymentSecret }, 'PAYMENT_SECRET'],
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, 'PUBLIC_URL'],
    ['PUBLIC_URL plain http', { PUBLIC_URL: 'http://shop.example.com' }, 'PUBLIC_URL'],
    ['PUBLIC_URL not a URL', { PUBLIC_URL: 'shop.example.com' }, 'PUBLIC_URL'],
    ['SMTP_URL unset', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['no payment method enabled', { PAYMENT_SANDBOX: 'off' }, 'no payment method is enabled'],
    ['a half-configured gateway', { PAYMENT_SANDBOX: 'off', ALIPAY_APP_ID: '2021000000000000' }, 'no payment method is enabled'],
  ])('refuses %s', (_name, change, problem) => {
    expect(refusal({ ...safeProduction, ...change })).toContain(problem)
  })

  it('allows plain http only for localhost and 127.0.0.1', () => {
    expect(refusal({ ...safeProduction, PUBLIC_URL: 'http://localhost:8080' })).toBe('')
    expect(refusal({ ...safeProduction, PUBLIC_URL: 'http://127.0.0.1:8080' })).toBe('')
  })

  it('lists every problem in one message', () => {
    const message = refusal({ NODE_ENV: 'production' })
    for (const setting of ['PAYMENT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'no payment method is enabled']) expect(message).toContain(setting)
  })

  it('defaults the sandbox and the API docs on outside production and off in it', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ PAYMENT_SANDBOX: true, API_DOCS: true, COD: true })
    expect(
      loadConfig({ ...safeProduction, PAYMENT_SANDBOX: undefined, ALIPAY_APP_ID: 'a', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' }),
    ).toMatchObject({ PAYMENT_SANDBOX: false, API_DOCS: false })
    expect(loadConfig({ NODE_ENV: 'development', COD: 'off', API_DOCS: 'off' })).toMatchObject({ COD: false, API_DOCS: false })
  })

  it('exits non-zero with one message and listens on nothing', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['server/server.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        PAYMENT_SECRET: developmentPaymentSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).not.toBe(0)
    expect(output).toContain('Refusing to start in production')
    for (const setting of ['PAYMENT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'no payment method is enabled']) expect(output).toContain(setting)
    // One message, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /)
    expect(await listening(port)).toBe(false)
  })
})

describe('with the sandbox off', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop({ PAYMENT_SANDBOX: 'off', API_DOCS: 'off', COD: 'off' })
  })
  afterAll(async () => {
    await shop.close()
  })

  it.each([
    ['GET', '/sandbox/wallet?ref=x'],
    ['POST', '/sandbox/wallet/confirm'],
    ['POST', '/api/sandbox/card/tokenize'],
    ['POST', '/api/v1/sco/event/chinaBank/onePay'],
    ['GET', '/api/docs'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const response = await shop.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
    expect(response.statusCode).toBe(404)
  })

  it('accepts no order for a method that is off (no sandbox, COD=off) and changes nothing', async () => {
    const shopper = await createShopper(shop.app.db)
    const [goods] = await goodsOf(shop.app.db, 'sco')
    await fillCart(shop.app.db, shopper.userId, 'sco', [{ goods_id: goods.id, quantity: 1 }])
    for (const method of ['cod', 'card', 'alipay', 'wechat']) {
      const body = (
        await shop.app.inject({
          method: 'POST',
          url: '/api/v1/sco/user/createorder',
          payload: orderBody('sco', { payment_method: method }),
          headers: shopper.headers,
        })
      ).json()
      expect(body).toMatchObject({ code: 409, msg: 'This payment method is not available. Please choose another.' })
    }
    const zh = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/sco/user/createorder',
        payload: orderBody('sco', { payment_method: 'cod' }),
        headers: { ...shopper.headers, 'accept-language': 'zh-CN' },
      })
    ).json()
    expect(zh.msg).toBe('该支付方式暂不可用，请选择其他方式。')
    expect(await shop.app.db.selectFrom('orders').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([])
  })

  it('offers no method when no gateway is configured, and no test-mode banner outside production', async () => {
    const body = (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(body.data).toEqual({ test_mode: false, methods: [], card_gateway: null, wechat_in_page: false })
  })
})

describe('the payment config', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop()
  })
  afterAll(async () => {
    await shop.close()
  })

  it('offers the sandbox methods and cash on delivery in development', async () => {
    const body = (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(body.data).toEqual({
      test_mode: false,
      methods: ['alipay', 'wechat', 'card', 'cod'],
      card_gateway: 'sandbox',
      wechat_in_page: false,
    })
  })
})

describe('a staging shop (production with the sandbox on)', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await createTestShop(safeProduction)
  })
  afterAll(async () => {
    await shop.close()
  })

  it('tells the client it is in test mode, so every page shows the banner', async () => {
    const body = (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json()
    expect(body.data.test_mode).toBe(true)
  })

  it('has no development outbox', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404)
  })
})

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}
