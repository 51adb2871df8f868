import fp from 'fastify-plugin'
import type { Config } from '../env.ts'
import { countedMailer, createOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer.ts'
import { createMailOutbox, type MailOutbox } from '../mail/outbox-job.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends at once (codes the user is waiting for); a failure is the caller's to answer. */
    mailer: Mailer
    /** Mail as a job in the caller's transaction (order confirmations): retried until sent. */
    mail: MailOutbox
  }
}

export const mailerPlugin = fp<{ config: Config; mailer?: Mailer }>(
  async (app, { config, mailer }) => {
    const smtp = !mailer && config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined
    if (smtp) app.addHook('onClose', () => smtp.close())
    const chosen = countedMailer(mailer ?? smtp ?? createOutboxMailer(app.db, app.log), app.metrics.counters.mail)
    app.decorate('mailer', chosen)
    app.decorate('mail', createMailOutbox(app.jobs, chosen, config.MAIL_FROM))
  },
  { name: 'mailer', dependencies: ['db', 'jobs', 'metrics'] },
)
