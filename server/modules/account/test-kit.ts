import type { FastifyInstance as App } from 'fastify'
import { mailSent } from '../../test/test-app.ts'

/** Helpers the account, address and coupon tests share: calls as a client makes them. */
export function accountKit(app: App) {
  let nextIp = 1
  /** Each test may take its own caller address, so the per-IP limits of one don't touch another. */
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; token?: string; ip?: string; locale?: string; query?: Record<string, string | number> } = {},
  ) {
    const response = await app.inject({
      method,
      url: `/api/v1/sco${url}`,
      query: options.query ? Object.fromEntries(Object.entries(options.query).map(([key, value]) => [key, String(value)])) : undefined,
      payload: options.body as object | undefined,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { 'accept-language': options.locale } : {}),
      },
    })
    return { status: response.statusCode, body: response.json() }
  }
  const post = (url: string, body: unknown, options: { token?: string; ip?: string; locale?: string } = {}) =>
    call('POST', url, { ...options, body })
  const get = (url: string, options: { token?: string; ip?: string; locale?: string; query?: Record<string, string | number> } = {}) =>
    call('GET', url, options)

  /** Mail to `email`, newest first, once every mail job written so far has been sent. */
  async function mailsTo(email: string) {
    await mailSent(app)
    return app.db.selectFrom('outbox').selectAll().where('to_address', '=', email.toLowerCase()).orderBy('id', 'desc').execute()
  }

  /** The code of the newest mail to `email`, read as a shopper reads it. */
  async function lastCode(email: string): Promise<string> {
    const [mail] = await mailsTo(email)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (!code) throw new Error(`no code in the last mail to ${email}`)
    return code
  }

  let nextUser = 1
  async function register(overrides: Partial<{ email: string; password: string; username: string }> = {}) {
    const email = overrides.email ?? `shopper${nextUser++}-${Date.now()}@example.com`
    const password = overrides.password ?? 'correct horse battery'
    const ip = freshIp()
    const sent = await post('/sendEmailCode', { email, type: 'register' }, { ip })
    if (sent.body.code !== 200) throw new Error(`sendEmailCode: ${sent.body.msg}`)
    const { body } = await post(
      '/verifyReguser',
      {
        username: overrides.username ?? 'Ada',
        email,
        phone: '+44 20 7946 0000',
        wechat: 'ada_w',
        password,
        code: await lastCode(email),
      },
      { ip },
    )
    if (body.code !== 200) throw new Error(`verifyReguser: ${body.msg}`)
    return { email, password, token: body.data.token as string, userId: body.data.userInfo.id as number }
  }

  return { call, post, get, mailsTo, lastCode, register, freshIp }
}
