import { generateSync } from 'otplib'
import type { OperatorRole } from '#contract/admin.ts'
import { createTestShop, type TestShop } from '../../test/test-app.ts'
import { addOperator } from './operators/service.ts'

let counter = 0

export function totpNow(shop: TestShop, secret: string): string {
  return generateSync({ secret, epoch: Math.floor(shop.clock.now.getTime() / 1000) })
}

/** A signed-in operator of a role: invited, password set, TOTP enrolled. Returns its header. */
export async function signedInOperator(shop: TestShop, role: OperatorRole) {
  const email = `${role}${++counter}@ops.example.com`
  const { link } = await addOperator({ db: shop.app.db, now: () => shop.clock.now, publicUrl: '' }, email, role, null)
  const token = new URL(link, 'http://shop').searchParams.get('token')
  const password = 'correct horse battery staple'
  await shop.app.inject({ method: 'POST', url: '/api/admin/password', payload: { token, password } })
  const signIn = (await shop.app.inject({ method: 'POST', url: '/api/admin/sign-in', payload: { email, password } })).json()
  const secret = new URL(signIn.data.otpauth_url).searchParams.get('secret')!
  const headers = { 'x-operator-token': signIn.data.token }
  const confirmed = (
    await shop.app.inject({ method: 'POST', url: '/api/admin/totp', payload: { code: totpNow(shop, secret) }, headers })
  ).json()
  if (confirmed.code !== 200) throw new Error(`TOTP refused: ${confirmed.msg}`)
  // The next code must come from a later step: codes are never accepted twice.
  shop.clock.advance(30_000)
  const me = (await shop.app.inject({ method: 'GET', url: '/api/admin/me', headers })).json()
  return { email, password, secret, headers, id: me.data.id as number }
}

export type SignedInOperator = Awaited<ReturnType<typeof signedInOperator>>

/** A test file's shop with one signed-in operator of each role. */
export async function adminShop(settings: Record<string, string> = {}) {
  const shop = await createTestShop(settings)
  return {
    shop,
    owner: await signedInOperator(shop, 'owner'),
    staff: await signedInOperator(shop, 'staff'),
    support: await signedInOperator(shop, 'support'),
  }
}

export async function lastAudit(shop: TestShop) {
  return shop.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirst()
}

type Headers = Record<string, string>
export type Answer = { code: number; msg: string; data?: any }

/** One JSON call to the back office. */
export async function adminCall(shop: TestShop, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object): Promise<Answer> {
  return (await shop.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) })).json()
}

/**
 * The refusals every back-office endpoint owes: a shopper's bearer token (or nothing) is not an
 * operator (405), a role without the permission gets 403, and neither leaves an audit row.
 */
export async function expectRefusals(
  shop: TestShop,
  method: 'GET' | 'POST',
  url: string,
  payload: object | undefined,
  shopperHeaders: Headers,
  wrongRoles: Headers[],
) {
  const before = await shop.app.db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  const refusals = [
    (await adminCall(shop, method, url, shopperHeaders, payload)).code,
    (await adminCall(shop, method, url, {}, payload)).code,
    ...(await Promise.all(wrongRoles.map(async (headers) => (await adminCall(shop, method, url, headers, payload)).code))),
  ]
  const after = await shop.app.db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return { codes: refusals, audited: Number(after.n) - Number(before.n) }
}

/** How many changes the audit log holds: a refused change adds none. */
export async function auditCount(shop: TestShop): Promise<number> {
  const row = await shop.app.db
    .selectFrom('audit_log')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Applies a catalogue CSV as the back office does: the apply answers at once (202, the import's
 * id), a job writes it, and the screen follows `GET /products/import` until it has ended.
 * `progress` is the import's last state (null when the apply was refused).
 */
export async function importCatalogue(shop: TestShop, headers: Headers, file: string, locale = 'en') {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?apply=1',
    payload: file,
    headers: { ...headers, 'content-type': 'text/csv', 'accept-language': locale },
  })
  const queued = { status: answer.statusCode, ...(answer.json() as Answer) }
  if (queued.code !== 200) return { queued, progress: null }
  const until = Date.now() + 120_000
  for (;;) {
    const progress = await adminCall(shop, 'GET', '/products/import', { ...headers, 'accept-language': locale })
    if (progress.data?.id === queued.data.import_id && ['done', 'failed'].includes(progress.data.state))
      return { queued, progress: progress.data }
    if (Date.now() > until) throw new Error(`catalogue import still ${progress.data?.state}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
