import type { FastifyPluginAsync } from 'fastify'
import { latestMail } from './queries.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Development only (never registered when NODE_ENV=production): the mail the shop would
 * have sent, newest first, as a page at /dev/outbox and as JSON at /dev/outbox.json.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const latest = () => latestMail(app.db)

  app.get('/outbox.json', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { list: await latest() } }))

  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest()
    const rows = mails.map(
      (mail) =>
        `<article><h2>${escape(mail.subject)}</h2><p>To ${escape(mail.to_address)} · ${mail.created_at.toISOString()}</p><pre>${escape(mail.text)}</pre></article>`,
    )
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox</title><style nonce="${reply.pageNonce}">body{font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style><h1>Development outbox</h1>${rows.join('') || '<p>No mail yet.</p>'}</html>`,
      )
  })
}
