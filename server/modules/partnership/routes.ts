import type { FastifyInstance, FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints, vapeEndpoints } from '#contract/endpoints.ts'
import { Code } from '#contract/envelope.ts'
import { replyWorkingDays, type PartnershipSource } from '#contract/partnership.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'
import { submitEnquiry } from './service.ts'

const tags = ['partnership']

export interface PartnershipOptions {
  /** The shop's inbox for enquiries (ENQUIRY_TO). */
  enquiryTo: string
}

function handler(app: FastifyInstance, source: PartnershipSource, { enquiryTo }: PartnershipOptions) {
  return async (request: FastifyRequest) => {
    const context = { ...request.context, mail: app.mail, enquiryTo }
    const receipt = await submitEnquiry(context, source, request.body)
    return ok(request, receipt, messages.received, { days: replyWorkingDays })
  }
}

// The body schema documents the form; checking happens in the service (attachValidation),
// which names every wrong field in the sender's language instead of a generic message.

/** POST /api/v1/ene/partnership: the energy-storage partnership form. */
export const partnershipRoutes = contractRoutes(shopEndpoints, { tags, params: lineParams }, (app, options: PartnershipOptions) => {
  const submit = handler(app, 'energy', options)
  return {
    'POST /partnership': {
      summary: 'Send an energy-storage partnership enquiry (line ene only)',
      attachValidation: true,
      handler: async (request) => {
        if (request.params.product !== 'ene') throw new ShopError(Code.notFound, messages.noPartnership)
        return submit(request)
      },
    },
  }
})

/** POST /api/v1/cigarette/partnership: the vape brands' partnership form. */
export const vapePartnershipRoutes = contractRoutes(vapeEndpoints, { tags: ['vape', ...tags] }, (app, options: PartnershipOptions) => ({
  'POST /partnership': { summary: 'Send a vape-brand partnership enquiry', attachValidation: true, handler: handler(app, 'vape', options) },
}))
