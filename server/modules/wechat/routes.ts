import type { FastifyRequest } from 'fastify'
import { paymentsEndpoints } from '#contract/endpoints.ts'
import type { Config } from '../../env.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import type { OfficialAccount } from './official-account.ts'
import { completeAuthorisation, jssdkConfig, startAuthorisation, type WechatContext } from './service.ts'

export interface WechatRoutesOptions {
  config: Config
  account: OfficialAccount | undefined
}

const shopper = { shopper: true }

/** Under /api/v1/payments: the web authorisation's two steps and the JS-SDK's signed config. */
export const wechatRoutes = contractRoutes(paymentsEndpoints, { tags: ['wechat'] }, (app, { config, account }: WechatRoutesOptions) => {
  const context = (request: FastifyRequest): WechatContext => ({
    ...request.context,
    account,
    secret: config.PAYMENT_SECRET,
    publicUrl: config.PUBLIC_URL,
  })
  return {
    'POST /wechat/authorise': {
      config: shopper,
      summary: 'Inside WeChat: ready to pay (the openid is known), or the WeChat authorise page to go to first',
      handler: async (request) => ok(request, await startAuthorisation(context(request), await request.requireUserId(), request.body)),
    },
    'POST /wechat/authorised': {
      config: shopper,
      summary: 'WeChat came back with code and state: the openid is kept on the account (402 Pay failed! when refused)',
      handler: async (request) => ok(request, await completeAuthorisation(context(request), await request.requireUserId(), request.body)),
    },
    'GET /wechat/jssdk': {
      summary: "The JS-SDK's wx.config for one of the shop's pages, signed with the jsapi_ticket (null without the official account)",
      handler: async (request) => ok(request, await jssdkConfig(context(request), request.query.url)),
    },
  }
})
