import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'kysely'
import { z } from 'zod'
import { homeOf } from '../db/database.ts'
import { loadConfig } from '../env.ts'
import { createTestShop, type TestShop } from '../test/test-app.ts'
import { mailJob } from '../mail/outbox-job.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { adminCall, lastAudit, signedInOperator, type SignedInOperator } from '../modules/admin/test-kit.ts'
import { jobKind } from './jobs.ts'

// The job queue as the shop uses it: mail written in a transaction, retried, given up on,
// listed in the back office and sent again; a payload an older version wrote never blocks it.

const logLines: string[] = []
const delivered: MailMessage[] = []
let smtpDown = true
let shop: TestShop
let staff: SignedInOperator
let support: SignedInOperator

beforeAll(async () => {
  shop = await createTestShop(
    { LOG_LEVEL: 'warn' },
    {
      logStream: { write: (line) => void logLines.push(line) },
      mailer: {
        async send(message) {
          if (smtpDown && message.to.startsWith('refused')) throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
          delivered.push(message)
        },
      },
    },
  )
  staff = await signedInOperator(shop, 'staff')
  support = await signedInOperator(shop, 'support')
})
afterAll(async () => {
  await shop.close()
})

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 200 })
const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Body', messageId: `<${to}@cross-border.shop>` })

describe('mail as jobs', () => {
  it('sends a mail queued in a transaction once it commits, and never one whose transaction rolled back', async () => {
    await shop.app.db
      .transaction()
      .execute((trx) => shop.app.mail.queue(trx, { to: 'committed@example.test', subject: 'Kept', text: 'Body' }))
    await shop.app.db
      .transaction()
      .execute(async (trx) => {
        await shop.app.mail.queue(trx, { to: 'rolled-back@example.test', subject: 'Dropped', text: 'Body' })
        throw new Error('the change failed')
      })
      .catch(() => {})
    const sent = await waitFor(
      async () => delivered.find((message) => message.to === 'committed@example.test') ?? Promise.reject(new Error('not yet')),
    )
    expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@cross-border\.shop>$/)
    await waitFor(async () => expect(await shop.app.jobs.pending(mailJob)).toBe(0))
    expect(delivered.filter((message) => message.to === 'rolled-back@example.test')).toEqual([])
  })

  it('gives up after the last try, lists the mail in the back office, and sends it again with the same Message-ID', async () => {
    const id = await shop.app.jobs.send(shop.app.db, mailJob, mail('refused@example.test'), { retryLimit: 1, retryDelay: 1 })
    const failed = await waitFor(async () => {
      const answer = await adminCall(shop, 'GET', '/mails/failed', staff.headers)
      const row = answer.data.list.find((item: { to: string }) => item.to === 'refused@example.test')
      return row ?? Promise.reject(new Error('not failed yet'))
    })
    expect(failed).toMatchObject({ subject: 'Hello refused@example.test', error: 'connect ECONNREFUSED 127.0.0.1:2525' })
    expect(failed.id).not.toBe(id)
    // Support reads orders but cannot act on them: no resend, no audit row.
    expect((await adminCall(shop, 'POST', '/mails/resend', support.headers, { id: failed.id })).code).toBe(403)

    smtpDown = false
    const resent = await adminCall(shop, 'POST', '/mails/resend', staff.headers, { id: failed.id })
    expect(resent.code).toBe(200)
    expect(await lastAudit(shop)).toMatchObject({ operator_id: staff.id, action: 'mail.resend', subject: `mail:${failed.id}` })
    const sent = await waitFor(
      async () => delivered.find((message) => message.to === 'refused@example.test') ?? Promise.reject(new Error('not yet')),
    )
    expect(sent.messageId).toBe('<refused@example.test@cross-border.shop>')
    expect((await adminCall(shop, 'GET', '/mails/failed', staff.headers)).data.list).toEqual([])
    // Sent already: a second "send again" is told so, in the operator's language.
    const again = await adminCall(shop, 'POST', '/mails/resend', { ...staff.headers, 'accept-language': 'zh-CN' }, { id: failed.id })
    expect(again.code).toBe(404)
    expect(again.msg).not.toMatch(/[a-z]{4}/)
  })

  it('refuses a resend of something that is not a mail id, changing nothing', async () => {
    const answer = await adminCall(shop, 'POST', '/mails/resend', staff.headers, { id: 'not-a-uuid' })
    expect(answer.code).toBe(422)
  })

  it('fails a job whose payload an older version wrote, says so in the log, and keeps the queue moving', async () => {
    // The same queue, written with the shape an older version of the shop used.
    const olderMail = jobKind('mail', z.object({ recipient: z.string() }))
    await shop.app.jobs.send(shop.app.db, olderMail, { recipient: 'old@example.test' })
    await shop.app.mail.queue(shop.app.db, { to: 'after-old@example.test', subject: 'Next', text: 'Body' })
    await waitFor(async () => delivered.find((message) => message.to === 'after-old@example.test') ?? Promise.reject(new Error('not yet')))
    const line = await waitFor(
      async () =>
        logLines.find((entry) => entry.includes('job payload does not match its schema')) ?? Promise.reject(new Error('no line yet')),
    )
    expect(JSON.parse(line)).toMatchObject({ level: 50, job: 'mail', issues: expect.arrayContaining([expect.stringMatching(/^to: /)]) })
    // The line is written before the job is settled: wait for it to reach the failed list.
    await waitFor(async () =>
      expect((await adminCall(shop, 'GET', '/mails/failed', staff.headers)).data.list).toMatchObject([
        { to: '', error: 'payload does not match its schema' },
      ]),
    )
  })
})

describe('writing a job', () => {
  it('writes in one plain statement the very row pg-boss’s own send writes', async () => {
    const home = homeOf(shop.app.db)
    const schema = home.kind === 'postgres' && home.schema ? `${home.schema}_jobs` : 'pgboss'
    // Both in one transaction (one now()), read, then rolled back: no worker ever sees them.
    const rows = await shop.app.db
      .transaction()
      .execute(async (trx) => {
        const plain = await shop.app.jobs.send(trx, mailJob, mail('plain@example.test'))
        // Any option takes pg-boss's general insert.
        const general = await shop.app.jobs.send(trx, mailJob, mail('general@example.test'), { singletonKey: 'row-check' })
        const { rows: found } = await sql<
          Record<string, unknown>
        >`select * from ${sql.table(`${schema}.job`)} where id in (${plain}, ${general}) order by singleton_key nulls first`.execute(trx)
        throw Object.assign(new Error('roll back'), { found })
      })
      .catch((error: { found?: Record<string, unknown>[] }) => error.found ?? [])
    expect(rows).toHaveLength(2)
    const [plain, general] = rows.map(({ id: _id, data: _data, singleton_key: _key, ...row }) => row)
    expect(plain).toEqual(general)
    expect(plain).toMatchObject({
      name: 'mail',
      state: 'created',
      retry_limit: 6,
      retry_delay: 5,
      retry_backoff: true,
      retry_delay_max: 300,
      expire_seconds: 60,
      heartbeat_seconds: 10,
      dead_letter: 'mail.failed',
    })
  })
})

describe('WORKERS', () => {
  it('refuses to start on a value other than on or off, naming the setting', () => {
    expect(() => loadConfig({ WORKERS: 'yes' })).toThrow(/WORKERS/)
    expect(loadConfig({}).WORKERS).toBe(true)
    expect(loadConfig({ WORKERS: 'off' }).WORKERS).toBe(false)
  })

  it('off: the instance writes jobs but runs none of them', async () => {
    const sent: MailMessage[] = []
    const webOnly = await createTestShop({ WORKERS: 'off' }, { mailer: { send: async (message) => void sent.push(message) } })
    try {
      await webOnly.app.mail.queue(webOnly.app.db, { to: 'web-only@example.test', subject: 'Waits', text: 'Body' })
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect(sent).toEqual([])
      expect(await webOnly.app.jobs.pending(mailJob)).toBe(1)
    } finally {
      await webOnly.close()
    }
  })
})
