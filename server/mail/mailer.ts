import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import { keepMail } from '../modules/outbox/index.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** `<id@domain>`: the same on every try of one mail, so a resend is recognisably the same mail. */
  messageId?: string
}

/** Sends the shop's e-mail; callers write the message in the recipient's language. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** Counts each send as sent or failed (the /metrics mail counters); the failure still reaches the caller. */
export function countedMailer(mailer: Mailer, count: (result: 'sent' | 'failed') => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message)
      } catch (error) {
        count('failed')
        throw error
      }
      count('sent')
    },
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // Pooled: a busy shop's mail reuses a few open connections instead of a handshake per mail (the
  // fleet test's 5,000 confirmations in a minute could not drain one connection at a time).
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5 })
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    /** Ends the pool's open connections (they would keep a closing process alive). */
    close: () => transport.close(),
  }
}

/**
 * Without SMTP the mail goes to the outbox table and the log, and the dev-only page
 * /dev/outbox shows it: registration codes can be read without a mail server.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await keepMail(db, { to_address: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox')
    },
  }
}
