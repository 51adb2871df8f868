import type {
  AccountFields,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  GuestBody,
  ResetPasswordBody,
  SendCodeBody,
  Session,
  UserInfo,
  VerifyResetBody,
} from '#contract/account.ts'
import { Code } from '#contract/envelope.ts'
import type { Db, Trx } from '../../db/database.ts'
import type { UserRow } from '../../db/tables/users.ts'
import type { CodePurpose as StoredCodePurpose } from '../../db/tables/account-security.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import { translate, type Message } from '../../i18n/index.ts'
import type { MailOutbox } from '../../mail/outbox-job.ts'
import { hashToken } from '../../plugins/auth.ts'
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../../security/passwords.ts'
import { hit, pruneRateLimits, type Limit } from '../../security/rate-limit.ts'
import { clearLoginFailures, loginWaitMs, pruneLoginThrottles, recordLoginFailure } from '../../security/login-throttle.ts'
import { tryAgainLater } from '../../http/retry-after.ts'
import { hashCode, newCode, newToken, sameHash } from '../../security/tokens.ts'
import { formMessages, mails, messages } from './messages.ts'
import * as queries from './queries.ts'
import type { RequestContext } from '../../plugins/request-context.ts'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

export const rules = {
  sessionLifetimeMs: 30 * day,
  codeLifetimeMs: 10 * minute,
  resendAfterMs: minute,
  maxWrongCodeTries: 5,
  resetTicketLifetimeMs: 15 * minute,
}

/** Every limit counts in the database, so all API instances share it (DESIGN §1). */
export const limits = {
  codeResend: { name: 'code-resend', max: 1, windowMs: rules.resendAfterMs },
  codeSendsPerEmail: { name: 'code-sends-email', max: 6, windowMs: hour },
  codeSendsPerIp: { name: 'code-sends-ip', max: 20, windowMs: hour },
  codeChecksPerIp: { name: 'code-checks-ip', max: 30, windowMs: hour },
  /** Guest checkouts started per address: a guest is a users row. */
  guestsPerIp: { name: 'guests-ip', max: 30, windowMs: hour },
} satisfies Record<string, Limit>
// Sign-ins are throttled per (account, IP) and per IP with backoff: security/login-throttle.ts.

export interface AccountContext extends Pick<RequestContext, 'db' | 'now' | 'locale' | 'ip'> {
  /** Mail as a job in the transaction that stores what it tells (the code). */
  mail: MailOutbox
}

const tooMany = (retryAfterMs: number) => tryAgainLater(messages.tooManyWait, retryAfterMs)
const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function userInfoOf(user: UserRow): UserInfo {
  // A guest's e-mail is the contact given at checkout, never the placeholder that keeps the row unique.
  if (user.guest)
    return { id: user.id, username: user.username, email: user.guest_email ?? '', phone: user.phone, wechat: user.wechat, guest: true }
  return { id: user.id, username: user.username, email: user.email, phone: user.phone, wechat: user.wechat }
}

async function startSession(db: Db, user: UserRow, now: Date): Promise<Session> {
  const token = newToken()
  await queries.insertSession(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + rules.sessionLifetimeMs),
  })
  return { token, userInfo: userInfoOf(user) }
}

/** The message names the rule that failed: the e-mail's name, the username, or the common list. */
function passwordRefusal(password: string, who: { email: string; username: string }): Message | null {
  const problem = passwordProblem(password, who)
  if (problem === 'common') return messages.passwordCommon
  return problem ? formMessages[problem] : null
}

function refuseWeakPassword(password: string, who: { email: string; username: string }): void {
  const refusal = passwordRefusal(password, who)
  if (refusal) throw new ShopError(Code.invalid, refusal)
}

/**
 * Checks a password against the (account, IP) and IP backoff: refused while either waits, and
 * each wrong one makes the wait longer. Unknown and known e-mails count and answer alike.
 */
export async function checkPasswordThrottled(
  db: Db,
  now: Date,
  who: { email: string; ip: string },
  password: string,
  storedHash: string | undefined,
  wrong: Message,
): Promise<void> {
  const waitMs = await loginWaitMs(db, who, now)
  if (waitMs > 0) throw tryAgainLater(messages.loginWait, waitMs)
  // An unknown e-mail costs the same hash as a known one: the answer and its timing match.
  if (await verifyPassword(password, storedHash ?? (await decoyPasswordHash()))) return
  const nextWaitMs = await recordLoginFailure(db, who, now)
  const seconds = Math.ceil(nextWaitMs / 1000)
  throw new ShopError(Code.invalid, wrong, nextWaitMs > 0 ? { retryAfterSeconds: seconds, data: { retry_after: seconds } } : {})
}

export async function login({ db, now: clock, ip }: AccountContext, body: LoginBody): Promise<Session> {
  const now = clock()
  const email = normaliseEmail(body.email)
  const found = await queries.findUserByEmail(db, email)
  // A guest has no password: its placeholder address answers like an unknown one.
  const user = found?.guest ? undefined : found
  await checkPasswordThrottled(db, now, { email, ip }, body.password, user?.password_hash, messages.incorrectLogin)
  if (!user) throw new ShopError(Code.invalid, messages.incorrectLogin)
  await clearLoginFailures(db, { email, ip })
  // Told only to someone who knows the password: a disabled account is not revealed to guessers.
  if (user.disabled_at) throw new ShopError(Code.invalid, messages.accountDisabled)
  if (Math.random() < 0.05) await pruneLoginThrottles(db, now)
  return startSession(db, user, now)
}

export async function logout(db: Db, token: string | null, now: Date): Promise<void> {
  if (token) await queries.revokeSession(db, hashToken(token), now)
}

/**
 * Sends a code for registration or reset. The answer is the same whether or not the e-mail has
 * an account: only the mailbox learns it (a known address gets "you already have an account",
 * an unknown one "there is no account" instead of a code).
 */
export async function sendCode(context: AccountContext, body: SendCodeBody): Promise<{ resend_after: number }> {
  const email = normaliseEmail(body.email)
  return issueCode(context, email, body.type, async (db) => {
    const hasAccount = Boolean(await queries.findUserByEmail(db, email))
    return body.type === 'register'
      ? hasAccount
        ? mails.registerExisting
        : mails.registerCode
      : hasAccount
        ? mails.resetCode
        : mails.resetUnknown
  })
}

/** Stores a new code of an e-mail and purpose and mails it, within the send limits (per IP, resend wait, per e-mail). */
export async function issueCode(
  { db, now: clock, ip, locale, mail: outbox }: AccountContext,
  email: string,
  purpose: StoredCodePurpose,
  chooseMail: (db: Db) => Promise<{ subject: Message; text: Message }>,
): Promise<{ resend_after: number }> {
  const now = clock()
  const perIp = await hit(db, limits.codeSendsPerIp, ip, now)
  if (!perIp.allowed) throw tooMany(perIp.retryAfterMs)
  const cooldown = await hit(db, limits.codeResend, `${purpose}:${email}`, now)
  if (!cooldown.allowed) {
    const seconds = Math.max(1, Math.ceil(cooldown.retryAfterMs / 1000))
    throw new ShopError(Code.tooMany, messages.codeResendWait, {
      params: { seconds },
      data: { resend_after: seconds, retry_after: seconds },
      retryAfterSeconds: seconds,
    })
  }
  const perEmail = await hit(db, limits.codeSendsPerEmail, email, now)
  if (!perEmail.allowed) throw tooMany(perEmail.retryAfterMs)

  const code = newCode()
  const mail = await chooseMail(db)
  // The code and its mail commit together: a worker sends it (within a second or so), retried if SMTP is down.
  await db.transaction().execute(async (trx) => {
    await queries.insertEmailCode(trx, {
      email,
      purpose,
      code_hash: hashCode(purpose, email, code),
      created_at: now,
      expires_at: new Date(now.getTime() + rules.codeLifetimeMs),
      used_at: null,
    })
    await outbox.queue(trx, { to: email, subject: translate(mail.subject, locale, { code }), text: translate(mail.text, locale, { code }) })
  })
  // Old codes and windows go now and then, in the course of ordinary sends.
  if (Math.random() < 0.05) {
    await queries.pruneEmailCodes(db, new Date(now.getTime() - day))
    await pruneRateLimits(db, new Date(now.getTime() - day))
  }
  return { resend_after: Math.round(rules.resendAfterMs / 1000) }
}

type CodeOutcome = 'ok' | 'incorrect' | 'expired' | 'locked'

export const codeFailure = {
  incorrect: messages.codeIncorrect,
  expired: messages.codeExpired,
  locked: messages.codeLocked,
}

/**
 * Checks and spends the newest code of an e-mail and purpose inside the caller's transaction.
 * A wrong guess is counted even though the caller then creates nothing: it returns the outcome
 * rather than throwing, so the transaction commits the count.
 */
export async function spendCode(db: Trx, now: Date, purpose: StoredCodePurpose, email: string, code: string): Promise<CodeOutcome> {
  const row = await queries.lockLatestEmailCode(db, email, purpose)
  // A spent code answers like no code at all: "already used" would tell anyone guessing that the
  // address once registered or reset a password, i.e. that it has an account.
  if (!row || row.used_at) return 'incorrect'
  if (row.attempts >= rules.maxWrongCodeTries) return 'locked'
  if (row.expires_at.getTime() <= now.getTime()) return 'expired'
  if (!sameHash(row.code_hash, hashCode(purpose, email, code))) {
    await queries.countCodeAttempt(db, row.id)
    return 'incorrect'
  }
  await queries.markCodeUsed(db, row.id, now)
  return 'ok'
}

export async function limitCodeChecks({ db, now: clock, ip }: AccountContext): Promise<void> {
  const now = clock()
  const perIp = await hit(db, limits.codeChecksPerIp, ip, now)
  if (!perIp.allowed) throw tooMany(perIp.retryAfterMs)
}

/**
 * Checking out as a guest (issue 48): a users row of its own, marked guest, with no password and a
 * unique placeholder e-mail that no one can log in with; the contact given is kept beside it. The
 * answer is the same whether or not the e-mail has an account: the order's confirmation tells the
 * mailbox (and only it) that it could log in, as registering does.
 */
export async function startGuest({ db, now: clock, ip, locale }: AccountContext, body: GuestBody): Promise<Session> {
  const now = clock()
  const perIp = await hit(db, limits.guestsPerIp, ip, now)
  if (!perIp.allowed) throw tooMany(perIp.retryAfterMs)
  return db.transaction().execute(async (trx) => {
    const user = await queries.insertUser(trx, {
      username: '',
      email: `guest-${newToken()}@guest.invalid`,
      phone: body.phone ?? '',
      wechat: '',
      password_hash: '',
      locale,
      guest: true,
      guest_email: body.email ? normaliseEmail(body.email) : null,
    })
    return startSession(trx, user, now)
  })
}

/** A session of the guest whose order's signed link was opened (checked by the orders module). */
export async function guestSession({ db, now: clock }: AccountContext, userId: number): Promise<Session> {
  const now = clock()
  const user = await queries.findUserById(db, userId)
  if (!user?.guest || user.disabled_at) throw new ShopError(Code.loginExpired, common.loginExpired)
  return startSession(db, user, now)
}

/**
 * /verifyReguser and /boxreguser: the code proves the mailbox; the account starts logged in. A
 * guest who registers (the thank-you page's offer) becomes the account: the same row, so the
 * orders, addresses and cart placed as a guest are the account's.
 */
export async function register(context: AccountContext, body: RegisterBody, currentUserId: number | null = null): Promise<Session> {
  await limitCodeChecks(context)
  const { db, now: clock, locale } = context
  const now = clock()
  const email = normaliseEmail(body.email)
  refuseWeakPassword(body.password, { email, username: body.username })
  const passwordHash = await hashPassword(body.password)
  const result = await db.transaction().execute(async (trx): Promise<{ failure: Message } | { session: Session }> => {
    const outcome = await spendCode(trx, now, 'register', email, body.code)
    if (outcome !== 'ok') return { failure: codeFailure[outcome] }
    if (await queries.findUserByEmail(trx, email)) return { failure: messages.emailTaken }
    const fields = { username: body.username, email, phone: body.phone, wechat: body.wechat, password_hash: passwordHash, locale }
    const guest = currentUserId === null ? undefined : await queries.lockUser(trx, currentUserId)
    const user = guest?.guest
      ? await queries.updateUser(trx, guest.id, { ...fields, guest: false, guest_email: null, updated_at: now })
      : await queries.insertUser(trx, fields)
    await queries.grantCoupons(trx, user.id, now)
    return { session: await startSession(trx, user, now) }
  })
  if ('failure' in result) throw new ShopError(Code.invalid, result.failure)
  return result.session
}

/** Spends a reset code for a single-use ticket that lets the shopper choose a new password. */
export async function verifyResetCode(context: AccountContext, body: VerifyResetBody): Promise<{ reset_token: string }> {
  await limitCodeChecks(context)
  const { db, now: clock } = context
  const now = clock()
  const email = normaliseEmail(body.email)
  const result = await db.transaction().execute(async (trx): Promise<{ failure: Message } | { token: string }> => {
    const outcome = await spendCode(trx, now, 'reset', email, body.code)
    if (outcome !== 'ok') return { failure: codeFailure[outcome] }
    const user = await queries.findUserByEmail(trx, email)
    // No account was ever sent a code for this address: answer as for a wrong code.
    if (!user) return { failure: messages.codeIncorrect }
    const token = newToken()
    await queries.insertPasswordReset(trx, {
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + rules.resetTicketLifetimeMs),
    })
    return { token }
  })
  if ('failure' in result) throw new ShopError(Code.invalid, result.failure)
  return { reset_token: result.token }
}

/** Sets the new password and logs out every device: whoever knew the old one is out. */
export async function resetPassword({ db, now: clock }: AccountContext, body: ResetPasswordBody): Promise<void> {
  const now = clock()
  const passwordHash = await hashPassword(body.password)
  const failure = await db.transaction().execute(async (trx): Promise<Message | null> => {
    const ticket = await queries.lockPasswordReset(trx, hashToken(body.reset_token))
    if (!ticket || ticket.used_at || ticket.expires_at.getTime() <= now.getTime()) return messages.resetExpired
    const user = await queries.findUserById(trx, ticket.user_id)
    if (!user) return messages.resetExpired
    // The ticket stays unspent: the shopper picks another password with it.
    const weak = passwordRefusal(body.password, user)
    if (weak) return weak
    await queries.updateUser(trx, ticket.user_id, { password_hash: passwordHash, updated_at: now })
    await queries.markPasswordResetUsed(trx, ticket.id, now)
    await queries.revokeUserSessions(trx, ticket.user_id, now)
    return null
  })
  if (failure) throw new ShopError(Code.invalid, failure)
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const user = await queries.findUserById(db, userId)
  if (!user) throw new ShopError(Code.loginExpired, common.loginExpired)
  return userInfoOf(user)
}

export async function updateUserInfo({ db, now: clock }: AccountContext, userId: number, fields: AccountFields): Promise<UserInfo> {
  const now = clock()
  const user = await queries.updateUser(db, userId, {
    username: fields.username,
    phone: fields.phone,
    wechat: fields.wechat,
    updated_at: now,
  })
  return userInfoOf(user)
}

/** Needs the old password (counted like a failed login); other devices are logged out. */
export async function changePassword(
  { db, now: clock, ip }: AccountContext,
  userId: number,
  currentToken: string,
  body: ChangePasswordBody,
): Promise<void> {
  const now = clock()
  const user = await queries.findUserById(db, userId)
  if (!user) throw new ShopError(Code.loginExpired, common.loginExpired)
  await checkPasswordThrottled(db, now, { email: user.email, ip }, body.old_password, user.password_hash, messages.oldPasswordIncorrect)
  refuseWeakPassword(body.new_password, user)
  const passwordHash = await hashPassword(body.new_password)
  await db.transaction().execute(async (trx) => {
    await queries.lockUser(trx, userId)
    await queries.updateUser(trx, userId, { password_hash: passwordHash, updated_at: now })
    await queries.revokeUserSessions(trx, userId, now, hashToken(currentToken))
  })
}
