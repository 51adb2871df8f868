import { sql, type RawBuilder } from 'kysely'
import type { Db, Trx } from '../../db/database.ts'
import type { CodePurpose, NewEmailCode } from '../../db/tables/account-security.ts'
import type { NewUser, UserUpdate } from '../../db/tables/users.ts'

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function lockUser(db: Trx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export async function updateUser(db: Db, id: number, update: UserUpdate) {
  return db.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function insertSession(db: Db, session: { user_id: number; token_hash: string; created_at: Date; expires_at: Date }) {
  await db.insertInto('sessions').values(session).execute()
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
}

/** Every live login of the user, but the one named by `keepTokenHash` (the caller's own). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepTokenHash?: string) {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash)
  await query.execute()
}

export async function insertEmailCode(db: Db, code: NewEmailCode) {
  await db.insertInto('email_codes').values(code).execute()
}

/** Only the newest code of an e-mail and purpose counts; a resend retires the earlier ones. */
export async function lockLatestEmailCode(db: Trx, email: string, purpose: CodePurpose) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst()
}

export async function countCodeAttempt(db: Db, id: number) {
  await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

export async function markCodeUsed(db: Db, id: number, now: Date) {
  await db.updateTable('email_codes').set({ used_at: now }).where('id', '=', id).execute()
}

export async function pruneEmailCodes(db: Db, expiredBefore: Date) {
  await db.deleteFrom('email_codes').where('expires_at', '<', expiredBefore).execute()
}

export async function insertPasswordReset(db: Db, reset: { user_id: number; token_hash: string; created_at: Date; expires_at: Date }) {
  await db.insertInto('password_resets').values(reset).execute()
}

export async function lockPasswordReset(db: Trx, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst()
}

export async function markPasswordResetUsed(db: Db, id: number, now: Date) {
  await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).execute()
}

/** Gives the user one of each published coupon kind that has not expired (the back office publishes them). */
export async function grantCoupons(db: Db, userId: number, now: Date) {
  const kinds = await db.selectFrom('coupons').select('id').where('published', '=', true).where('expires_at', '>', now).execute()
  if (kinds.length === 0) return
  await db
    .insertInto('user_coupons')
    .values(kinds.map((kind) => ({ user_id: userId, coupon_id: kind.id, used_at: null, order_id: null })))
    .execute()
}

/** The scheduled clean-up: codes, resets and sessions past their time (kept a day for the log's sake). */
export async function pruneExpiredAccountRows(db: Db, expiredBefore: Date) {
  await Promise.all([
    db.deleteFrom('email_codes').where('expires_at', '<', expiredBefore).execute(),
    db.deleteFrom('password_resets').where('expires_at', '<', expiredBefore).execute(),
    db.deleteFrom('sessions').where('expires_at', '<', expiredBefore).execute(),
  ])
}

// Deletion ------------------------------------------------------------------------------------

/** Orders waiting for payment (cash on delivery too, until paid at the door), oldest first. */
/** A wallet top-up still waiting for its gateway's word, started since `since`. */
export async function findPendingTopUp(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('box_recharges')
    .select('recharge_no')
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .where('created_at', '>=', since)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export async function findUnpaidOpenOrder(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('status', 'in', ['unpaid', 'pending', 'payment_failed', 'reviewed'])
    .where('canceled_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/** Paid orders not yet delivered: their address is still needed to ship them. */
export async function findShippingOrder(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'split'])
    .where('fulfillment_status', 'in', ['unshipped', 'partial_shipment', 'all_shipped'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export async function countKeptPrizes(db: Db, userId: number) {
  const row = await db
    .selectFrom('box_draws')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'kept')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const balanceOf = (db: Db, userId: number) => db.selectFrom('box_accounts').select('balance').where('user_id', '=', userId)

/** The wallet's balance as it stands, for showing. */
export async function boxBalance(db: Db, userId: number) {
  return (await balanceOf(db, userId).executeTakeFirst())?.balance ?? 0
}

/** The wallet row is the balance's lock (the blind-box module's order: account → draw). */
export async function lockBoxBalance(db: Trx, userId: number) {
  return (await balanceOf(db, userId).forUpdate().executeTakeFirst())?.balance ?? 0
}

/** The balance given up, booked like every other change of it (the ledger is append-only). */
export async function forfeitBoxBalance(db: Db, userId: number, amount: number, now: Date) {
  await db
    .insertInto('box_ledger')
    .values({
      user_id: userId,
      kind: 'forfeit',
      amount: -amount,
      balance_after: 0,
      reference: `account-deletion:${userId}`,
      created_at: now,
    })
    .execute()
  await db.updateTable('box_accounts').set({ balance: 0 }).where('user_id', '=', userId).execute()
}

/** A placeholder address keeping only the country (tax records need it); null stays null. */
const placeholderAddress = (column: 'shipping_address' | 'billing_address', placeholder: string) =>
  sql<string>`case when ${sql.ref(column)} is null then null else jsonb_build_object('first_name', ${placeholder}::text, 'last_name', '', 'country', ${sql.ref(column)} ->> 'country', 'state', '', 'city', '', 'address', '', 'postal_code', '', 'phone', '') end`

/**
 * Replaces every personal field of the account and of what is kept for accounting (orders,
 * draws) with the placeholder, and deletes what only served the person: sessions, resets,
 * addresses, carts, retried answers, operator notes about them, WeChat openids, codes and limits on the address.
 */
export async function eraseAccount(db: Db, user: { id: number; email: string }, placeholder: string, now: Date) {
  const userId = user.id
  await db
    .updateTable('users')
    .set({
      username: placeholder,
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      wechat: '',
      password_hash: '',
      date_of_birth: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
  await db
    .updateTable('orders')
    .set({
      contact_email: placeholder,
      contact_phone: placeholder,
      shipping_address: placeholderAddress('shipping_address', placeholder),
      billing_address: placeholderAddress('billing_address', placeholder),
      // A prize order's note names the prize and its value (accounting); a shopper's note is theirs.
      note: sql<string>`case when line = 'box' then note else '' end`,
    })
    .where('user_id', '=', userId)
    .execute()
  // Returns are kept for accounting like their orders: the shopper's own words and photos go.
  await db.updateTable('returns').set({ note: '', photos: '[]' }).where('user_id', '=', userId).execute()
  await db.deleteFrom('return_photos').where('user_id', '=', userId).execute()
  await db
    .updateTable('box_draws')
    .set({ shipping_address: placeholderAddress('shipping_address', placeholder) })
    .where('user_id', '=', userId)
    .execute()
  await db.updateTable('box_accounts').set({ date_of_birth: null }).where('user_id', '=', userId).execute()
  for (const table of [
    'sessions',
    'password_resets',
    'addresses',
    'cart_lines',
    'cart_notes',
    'idempotency_keys',
    'customer_notes',
    // WeChat's openid for the shop's official account identifies the person.
    'wechat_openids',
    'wechat_auth_states',
  ] as const) {
    await db.deleteFrom(table).where('user_id', '=', userId).execute()
  }
  await db.deleteFrom('email_codes').where('email', '=', user.email).execute()
  // Limits and sign-in throttles are keyed by strings that embed the address.
  await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`strpos(key, ${user.email}) > 0`)
    .execute()
  await db
    .deleteFrom('login_throttles')
    .where(sql<boolean>`strpos(key, ${user.email}) > 0`)
    .execute()
  // The development outbox stands in for the mailboxes: mail kept there to the address goes too.
  await db.deleteFrom('outbox').where('to_address', '=', user.email).execute()
}

export async function countOrders(db: Db, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// Export ----------------------------------------------------------------------------------------

export const exportAddresses = (db: Db, userId: number) =>
  db
    .selectFrom('addresses')
    .select(['first_name', 'last_name', 'country', 'state', 'city', 'address', 'postal_code', 'phone', 'is_default', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

const orderFields = [
  'order_no',
  'line',
  'status',
  'fulfillment_status',
  'payment_method',
  'contact_email',
  'contact_phone',
  'delivery_method',
  'shipping_method',
  'shipping_address',
  'billing_address',
  'note',
  'currency',
  'subtotal',
  'shipping',
  'discount',
  'total',
  'refunded',
  'locale',
  'placed_at',
  'paid_at',
  'canceled_at',
]
const lineFields = ['name_en', 'name_zh', 'size', 'price', 'quantity', 'total', 'shipped_quantity']
const paymentFields = ['kind', 'method', 'amount', 'currency', 'state', 'card_brand', 'card_last4', 'created_at']
const shipmentFields = ['carrier', 'tracking_no', 'created_at']

/** `json_build_object('a', t.a, …)` of the named columns of `alias`, and of `more` named values. */
const jsonOf = (alias: string, fields: string[], more: [string, RawBuilder<unknown>][] = []) =>
  sql`json_build_object(${sql.join([...fields.map((field) => sql`${sql.lit(field)}::text, ${sql.ref(`${alias}.${field}`)}`), ...more.map(([name, value]) => sql`${sql.lit(name)}::text, ${value}`)])})`
const jsonRows = (table: 'order_lines' | 'payments' | 'order_shipments', alias: string, fields: string[]) =>
  sql`coalesce((select json_agg(${jsonOf(alias, fields)} order by ${sql.ref(`${alias}.id`)}) from ${sql.table(table)} as ${sql.id(alias)} where ${sql.ref(`${alias}.order_id`)} = o.id), '[]'::json)`

/**
 * One page of orders after `afterId` (keyset: a long history is read a page at a time), each
 * already JSON text with its lines, payments and shipments: the database writes it, Node only joins.
 */
export async function exportOrdersPage(db: Db, userId: number, afterId: number, limit: number) {
  const { rows } = await sql<{ id: number; json: string }>`
    select o.id, ${jsonOf('o', orderFields, [
      ['lines', jsonRows('order_lines', 'l', lineFields)],
      ['payments', jsonRows('payments', 'p', paymentFields)],
      ['shipments', jsonRows('order_shipments', 's', shipmentFields)],
    ])}::text as json
    from orders o where o.user_id = ${userId} and o.id > ${afterId} order by o.id limit ${limit}`.execute(db)
  return rows
}

/** The shopper's returns, exchanges and warranty claims (issue 51), with their lines and timeline. */
export async function exportReturns(db: Db, userId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select r.return_no, o.order_no, r.kind, r.state, r.reason, r.note, r.photos, r.serial_number, r.created_at, r.updated_at,
      r.refund_total, r.without_return, r.rejection_reason, r.replacement_carrier, r.replacement_tracking_no,
      coalesce((select json_agg(json_build_object('line_id', l.order_line_id, 'quantity', l.quantity, 'replacement_size', l.replacement_size) order by l.id)
        from return_lines l where l.return_id = r.id), '[]'::json) as lines,
      coalesce((select json_agg(json_build_object('state', e.state, 'at', e.created_at) order by e.id)
        from return_events e where e.return_id = r.id and e.action <> 'label'), '[]'::json) as timeline
    from returns r join orders o on o.id = r.order_id where r.user_id = ${userId} order by r.id`.execute(db)
  return rows
}

export const exportCoupons = (db: Db, userId: number) =>
  db
    .selectFrom('user_coupons')
    .innerJoin('coupons', 'coupons.id', 'user_coupons.coupon_id')
    .select([
      'coupons.code',
      'coupons.name_en',
      'coupons.name_zh',
      'coupons.amount_cents',
      'coupons.min_spend_cents',
      'coupons.expires_at',
      'user_coupons.used_at',
    ])
    .where('user_coupons.user_id', '=', userId)
    .orderBy('user_coupons.id')
    .execute()

export const exportBoxAccount = (db: Db, userId: number) =>
  db.selectFrom('box_accounts').select(['balance', 'date_of_birth']).where('user_id', '=', userId).executeTakeFirst()

/**
 * Draws with what proves them (seeds, nonce, roll). A server seed lasts for every draw of its
 * pair: while the pair is in use it stays secret (null), or the export would predict the next draws.
 */
export const exportDraws = (db: Db, userId: number) =>
  db
    .selectFrom('box_draws')
    .innerJoin('box_series', 'box_series.id', 'box_draws.series_id')
    .innerJoin('box_prizes', 'box_prizes.id', 'box_draws.prize_id')
    .leftJoin('box_accounts', 'box_accounts.user_id', 'box_draws.user_id')
    .select([
      'box_draws.draw_no',
      'box_series.name_en as series_en',
      'box_series.name_zh as series_zh',
      'box_prizes.name_en as prize_en',
      'box_prizes.name_zh as prize_zh',
      'box_prizes.tier',
      'box_draws.price',
      sql<string | null>`case when box_draws.server_seed = box_accounts.server_seed then null else box_draws.server_seed end`.as(
        'server_seed',
      ),
      'box_draws.server_seed_hash',
      'box_draws.client_seed',
      'box_draws.nonce',
      'box_draws.roll',
      'box_draws.guaranteed',
      'box_draws.status',
      'box_draws.resale_amount',
      'box_draws.shipping_address',
      'box_draws.created_at',
    ])
    .where('box_draws.user_id', '=', userId)
    .orderBy('box_draws.id')
    .execute()

export const exportLedger = (db: Db, userId: number) =>
  db
    .selectFrom('box_ledger')
    .select(['kind', 'amount', 'balance_after', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

export const exportTopUps = (db: Db, userId: number) =>
  db
    .selectFrom('box_recharges')
    .select(['recharge_no', 'amount', 'currency', 'method', 'state', 'created_at', 'settled_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
