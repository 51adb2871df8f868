import fp from 'fastify-plugin'
import type { Config } from '../env.ts'
import { countedMailer, createOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer.ts'
import { createMailQueue, type MailQueue } from '../mail/queue.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
    /** Mail sent after the answer (order confirmations); closing the app waits for it. */
    mailQueue: MailQueue
  }
}

export const mailerPlugin = fp<{ config: Config; mailer?: Mailer }>(async (app, { config, mailer }) => {
  const chosen = countedMailer(mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(app.db, app.log)), app.metrics.counters.mail)
  app.decorate('mailer', chosen)
  app.decorate('mailQueue', createMailQueue(chosen, app.log))
  app.addHook('onClose', () => app.mailQueue.idle())
}, { name: 'mailer', dependencies: ['db', 'metrics'] })
