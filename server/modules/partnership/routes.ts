import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import { partnershipEnquiry, partnershipResponse, replyWorkingDays, type PartnershipSource } from '#contract/partnership.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import { submitEnquiry } from './service.ts'

const tags = ['partnership']
// The body schema documents the form; checking happens in the service (attachValidation),
// which names every wrong field in the sender's language instead of a generic message.
const schema = { tags, body: partnershipEnquiry, response: { 200: partnershipResponse } }

export interface PartnershipOptions {
  /** The shop's inbox for enquiries (ENQUIRY_TO). */
  enquiryTo: string
}

function handler(app: Parameters<FastifyPluginAsyncZod>[0], source: PartnershipSource, { enquiryTo }: PartnershipOptions) {
  return async (request: FastifyRequest) => {
    const context = { db: app.db, mail: app.mail, enquiryTo, now: app.now, locale: request.locale, ip: request.ip, log: request.log }
    const receipt = await submitEnquiry(context, source, request.body)
    return ok(request, receipt, messages.received, { days: replyWorkingDays })
  }
}

/** POST /api/v1/ene/partnership: the energy-storage partnership form. */
export const partnershipRoutes: FastifyPluginAsyncZod<PartnershipOptions> = async (app, options) => {
  const submit = handler(app, 'energy', options)
  app.post('/partnership', {
    schema: { ...schema, params: lineParams, summary: 'Send an energy-storage partnership enquiry (line ene only)' },
    attachValidation: true,
  }, async (request) => {
    if (request.params.product !== 'ene') throw new ShopError(Code.notFound, messages.noPartnership)
    return submit(request)
  })
}

/** POST /api/v1/cigarette/partnership: the vape brands' partnership form. */
export const vapePartnershipRoutes: FastifyPluginAsyncZod<PartnershipOptions> = async (app, options) => {
  app.post('/partnership', {
    schema: { ...schema, tags: ['vape', ...tags], summary: 'Send a vape-brand partnership enquiry' },
    attachValidation: true,
  }, handler(app, 'vape', options))
}
