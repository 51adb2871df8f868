import fp from 'fastify-plugin'
import type { Config } from '../env.ts'
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export const mailerPlugin = fp<{ config: Config; mailer?: Mailer }>(async (app, { config, mailer }) => {
  app.decorate('mailer', mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(app.db, app.log)))
}, { name: 'mailer', dependencies: ['db'] })
