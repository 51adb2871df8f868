import fp from 'fastify-plugin'
import type { Locale } from '#contract/common.ts'
import { localeFrom, translate, type Message, type MessageParams } from '../i18n/index.ts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    t(message: Message, params?: MessageParams): string
  }
}

/** Every answer speaks the caller's language, chosen by Accept-Language. */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en')
    app.decorateRequest('t', function (this: { locale: Locale }, message: Message, params?: MessageParams) {
      return translate(message, this.locale, params)
    })
    app.addHook('onRequest', async (request) => {
      request.locale = localeFrom(request.headers['accept-language'])
    })
  },
  { name: 'i18n' },
)
