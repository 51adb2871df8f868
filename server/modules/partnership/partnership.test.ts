import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, mailSent, type TestShop } from '../../test/test-app.ts'
import { enquiries } from '../../cli/commands/enquiries.ts'
import { loadConfig } from '../../env.ts'

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(async () => {
  await shop.close()
})

// Each test sends from its own address, so the per-address limit only bites where it is tested.
let nextAddress = 1
let address = ''
beforeEach(() => {
  address = `198.51.100.${nextAddress++}`
})

const valid = {
  name: 'Maria Lopez',
  age: 34,
  occupation: 'Shop owner',
  industry: 'Retail',
  company_website: 'https://lopez-retail.example.com',
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  phone: '+1 512 555 0142',
  email: 'Maria@Lopez-Retail.example.com',
  wechat: 'WhatsApp +1 512 555 0142',
  privacy_request: true,
}

const send = async (path: string, payload: unknown, headers: Record<string, string> = {}) => {
  const response = await shop.app.inject({ method: 'POST', url: path, payload: payload as object, headers, remoteAddress: address })
  return { status: response.statusCode, body: response.json() }
}

const storedCount = async () =>
  Number(
    (
      await shop.app.db
        .selectFrom('partnership_enquiries')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
// Mail is sent by a worker after the enquiry commits: read it once every mail job has gone.
async function mailsTo(to: string) {
  await mailSent(shop.app)
  return shop.app.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute()
}
const shopInbox = loadConfig({ NODE_ENV: 'test' }).MAIL_FROM

describe('POST /api/v1/cigarette/partnership', () => {
  it('stores a vape enquiry and acknowledges it by e-mail in English', async () => {
    const { status, body } = await send('/api/v1/cigarette/partnership', valid)
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.msg).toBe('Thank you! We have received your enquiry and will answer within 5 working days.')
    expect(body.data).toMatchObject({ source: 'vape', reply_within_days: 5 })
    const row = await shop.app.db.selectFrom('partnership_enquiries').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ source: 'vape', name: 'Maria Lopez', age: 34, country: 'United States', locale: 'en', ip: address })
    const [mail] = await mailsTo(body.data.email)
    expect(mail!.subject).toContain(`no. ${body.data.id}`)
    expect(mail!.text).toContain('within 5 working days')
    expect(mail!.text).toContain('more than 100 kits')
  })

  it('answers and acknowledges a Chinese sender in Chinese', async () => {
    const { body } = await send('/api/v1/cigarette/partnership', { ...valid, email: 'li.wei@example.cn' }, { 'accept-language': 'zh-CN' })
    expect(body.code).toBe(200)
    expect(body.msg).toBe('感谢您的咨询！我们已收到您的信息，将在 5 个工作日内回复。')
    // The team's notice and the acknowledgement go out side by side: the sender's is the one to them.
    const [mail] = await mailsTo('li.wei@example.cn')
    expect(mail.to_address).toBe('li.wei@example.cn')
    expect(mail.subject).toContain('合作咨询')
    expect(mail.text).toContain('5 个工作日内')
    expect(mail.text).not.toMatch(/Dear|working days/)
  })

  it('reads a website typed without https:// as a https address', async () => {
    const { body } = await send('/api/v1/cigarette/partnership', { ...valid, company_website: 'lopez-retail.example.com' })
    expect(body.code).toBe(200)
    const row = await shop.app.db
      .selectFrom('partnership_enquiries')
      .select('company_website')
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.company_website).toBe('https://lopez-retail.example.com')
  })
})

describe('bad partnership enquiries', () => {
  const required: Array<[string, string]> = [
    ['name', 'Please input your name!'],
    ['age', 'Please input your age!'],
    ['occupation', 'Please input your occupation!'],
    ['industry', 'Please input your industry!'],
    ['company_website', 'Please input your company website!'],
    ['city', 'Please input your city!'],
    ['state', 'Please input your state or province!'],
    ['country', 'Please input your country!'],
    ['phone', 'Please input your mobile phone!'],
    ['email', 'Please input your contact email!'],
    ['wechat', 'Please input your other contact!'],
  ]

  it.each(required)('refuses an enquiry without %s, says so and stores nothing', async (field, message) => {
    const before = await storedCount()
    for (const missing of [undefined, '', '   ']) {
      const { status, body } = await send('/api/v1/cigarette/partnership', { ...valid, [field]: missing })
      expect(status).toBe(200)
      expect(body.code).toBe(422)
      expect(body.msg).toBe(message)
      expect(body.data.fields).toEqual([{ field, message }])
    }
    expect(await storedCount()).toBe(before)
  })

  it.each([
    [{ age: 20 }, 'Partners must be 21 or older.'],
    [{ age: '20' }, 'Partners must be 21 or older.'],
    [{ age: 25.5 }, 'Please enter your age in whole years.'],
    [{ age: 'thirty' }, 'Please enter your age in whole years.'],
    [{ age: 400 }, 'Please enter your age in whole years.'],
    [{ email: 'maria.lopez' }, 'Incorrect email.'],
    [{ company_website: 'not a website' }, 'Please enter a website address such as https://example.com.'],
    [{ company_website: 'javascript:alert(1)' }, 'Please enter a website address such as https://example.com.'],
    [{ phone: 'call me' }, 'Please enter a phone number with digits only, e.g. +1 415 555 0100.'],
    [{ privacy_request: false }, 'Please agree to the privacy policy to send your enquiry.'],
    [{ privacy_request: undefined }, 'Please agree to the privacy policy to send your enquiry.'],
    [{ name: 'x'.repeat(121) }, 'Your name is too long.'],
  ])('refuses %o with a clear message', async (change, message) => {
    const before = await storedCount()
    const { body } = await send('/api/v1/cigarette/partnership', { ...valid, ...change })
    expect(body.code).toBe(422)
    expect(body.msg).toBe(message)
    expect(await storedCount()).toBe(before)
  })

  it('names every wrong field at once, in Chinese for a Chinese sender', async () => {
    const { body } = await send(
      '/api/v1/cigarette/partnership',
      { ...valid, name: '', age: 18, privacy_request: false },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    )
    expect(body.code).toBe(422)
    expect(body.msg).toBe('请输入姓名！')
    expect(body.data.fields).toEqual([
      { field: 'name', message: '请输入姓名！' },
      { field: 'age', message: '合作伙伴须年满 21 周岁。' },
      { field: 'privacy_request', message: '请同意隐私政策后再提交咨询。' },
    ])
  })

  it('refuses a body that is not an object', async () => {
    for (const payload of ['null', '[]', '"hello"']) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/v1/cigarette/partnership',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: address,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().code).toBe(422)
    }
  })
})

describe('POST /api/v1/{product}/partnership', () => {
  it('stores an energy-storage enquiry from /api/v1/ene', async () => {
    const { body } = await send('/api/v1/ene/partnership', { ...valid, email: 'energy.partner@example.com' })
    expect(body.code).toBe(200)
    expect(body.data.source).toBe('energy')
    const [mail] = await mailsTo('energy.partner@example.com')
    expect(mail.to_address).toBe('energy.partner@example.com')
    expect(mail.text).toContain('energy storage')
  })

  it('answers the shops without a partnership form with code 404', async () => {
    const before = await storedCount()
    const { body } = await send('/api/v1/sco/partnership', valid)
    expect(body).toMatchObject({ code: 404, msg: 'This shop does not take partnership enquiries.' })
    expect(await storedCount()).toBe(before)
  })
})

describe('the per-address limit', () => {
  it('takes five enquiries an hour from one address, then asks to wait', async () => {
    for (let index = 0; index < 5; index++) {
      expect((await send('/api/v1/cigarette/partnership', valid)).body.code).toBe(200)
    }
    const before = await storedCount()
    const refused = await send('/api/v1/ene/partnership', valid)
    expect(refused.body).toMatchObject({
      code: 429,
      msg: 'We have already received several enquiries from your network. Please try again in an hour.',
    })
    expect(await storedCount()).toBe(before)
    shop.clock.advance(61 * 60 * 1000)
    expect((await send('/api/v1/cigarette/partnership', valid)).body.code).toBe(200)
  })

  it('counts concurrent submissions correctly', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => send('/api/v1/cigarette/partnership', valid)))
    expect(results.filter((result) => result.body.code === 200)).toHaveLength(5)
    expect(results.filter((result) => result.body.code === 429)).toHaveLength(3)
  })
})

describe('npm run shop -- enquiries', () => {
  const run = (values: Record<string, string | boolean>) =>
    enquiries.run({
      db: shop.app.db,
      config: loadConfig({}),
      values: { limit: '50', json: false, ...values },
      positionals: [],
      now: () => new Date(),
    })

  it('lists the stored enquiries newest first with their contact details', async () => {
    const output = String(await run({}))
    expect(output.split('\n')[0]).toMatch(/^id\s+received\s+source\s+name/)
    expect(output).toContain('Maria Lopez')
    expect(output).toContain('Austin, Texas, United States')
    expect(output).toMatch(/\d+ enquiries$/)
  })

  it('filters by source and prints JSON on request', async () => {
    const rows = JSON.parse(String(await run({ source: 'energy', json: true }))) as Array<{ source: string }>
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.source === 'energy')).toBe(true)
  })

  it('refuses a wrong option with a clear message', async () => {
    await expect(run({ source: 'cars' })).rejects.toThrow('--source must be vape or energy')
    await expect(run({ limit: 'ten' })).rejects.toThrow('--limit must be a whole number')
    await expect(run({ since: 'yesterday' })).rejects.toThrow('--since must be a date')
  })
})

describe('mail an anonymous visitor makes the shop send', () => {
  it('acknowledges a name carrying a link without quoting anything the visitor wrote', async () => {
    const bait = {
      ...valid,
      name: 'Visit http://phish.example/login now',
      occupation: 'Click http://phish.example',
      email: 'victim@example.org',
    }
    const { body } = await send('/api/v1/cigarette/partnership', bait)
    expect(body.code).toBe(200)
    const [acknowledgement, ...more] = await mailsTo('victim@example.org')
    expect(more).toEqual([])
    expect(acknowledgement!.text).toMatch(/^Hello,/)
    for (const typed of ['phish', 'Visit', 'Click', 'Lopez', 'Austin', 'WhatsApp']) {
      expect(acknowledgement!.text).not.toContain(typed)
      expect(acknowledgement!.subject).not.toContain(typed)
    }
  })

  it('acknowledges one address at most once a day, from any network, and always tells the shop', async () => {
    const email = 'once.a.day@example.org'
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      address = from
      expect((await send('/api/v1/cigarette/partnership', { ...valid, email: email.toUpperCase() })).body.code).toBe(200)
    }
    expect(await mailsTo(email.toUpperCase())).toHaveLength(1)
    shop.clock.advance(24 * 60 * 60 * 1000 + 1)
    expect((await send('/api/v1/cigarette/partnership', { ...valid, email })).body.code).toBe(200)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it("sends the enquiry itself to the shop's own inbox (ENQUIRY_TO, default MAIL_FROM)", async () => {
    const { body } = await send('/api/v1/cigarette/partnership', { ...valid, email: 'inbox.check@example.org' })
    const notice = (await mailsTo(shopInbox)).find((mail) => mail.subject.includes(`no. ${body.data.id}`))
    expect(notice!.text).toContain('name: Maria Lopez')
    expect(notice!.text).toContain('contact email: inbox.check@example.org')
    expect(loadConfig({ NODE_ENV: 'test', ENQUIRY_TO: 'partners@example.com' }).ENQUIRY_TO).toBe('partners@example.com')
  })
})
