import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints, type ShopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes, type EndpointRequest } from '../../http/contract-routes.ts'
import { Code } from '#contract/envelope.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { common } from '../../i18n/common-messages.ts'
import { addressRoutes } from '../address/index.ts'
import { couponRoutes } from '../coupon/index.ts'
import { answerWithFormMessages } from './form-errors.ts'
import { messages } from './messages.ts'
import { privacyRoutes } from './privacy-routes.ts'
import * as account from './service.ts'
import type { ProductLine } from '#contract/lines.ts'

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match && match[1] !== 'undefined' && match[1] !== 'null' ? match[1] : null
}

const shopper = { shopper: true }

/**
 * Accounts under /api/v1/{product}: users are shared by every shop line, so `{product}` only
 * names the shop the shopper is in. Addresses and coupons are registered here as well.
 */
export interface AccountRoutesOptions {
  /**
   * The guest whose order a mailed link opens, or a refusal (modules/orders `openGuestOrder`, with
   * the config's secret); handed over by app.ts, as orders cannot be imported here. None: refused.
   */
  openGuestOrder?: (orderNo: string, access: string) => Promise<number>
}

export const accountRoutes = contractRoutes(
  shopEndpoints,
  { tags: ['account'], params: lineParams },
  async (app, { openGuestOrder }: AccountRoutesOptions) => {
    answerWithFormMessages(app)
    await app.register(privacyRoutes)
    await app.register(addressRoutes)
    await app.register(couponRoutes)
    const context = (request: FastifyRequest): account.AccountContext => ({ ...request.context, mail: app.mail })
    const register = async (request: EndpointRequest<ShopEndpoints['POST /verifyReguser'], { product: ProductLine }>) =>
      ok(request, await account.register(context(request), request.body, await request.currentUserId()), messages.registered)

    return {
      'POST /user/login': {
        summary: 'Log in with e-mail and password',
        handler: async (request) => ok(request, await account.login(context(request), request.body), messages.loggedIn),
      },
      'POST /user/guest': {
        summary: 'Check out as a guest with a contact e-mail or mobile number; answers a guest’s session',
        handler: async (request) => ok(request, await account.startGuest(context(request), request.body)),
      },
      'POST /guestorder': {
        summary: 'Open a guest’s order from its mailed link (signed, expiring, bound to the order); answers the guest’s session',
        handler: async (request) => {
          if (!openGuestOrder) throw new ShopError(Code.forbidden, common.loginExpired)
          const userId = await openGuestOrder(request.body.order_no, request.body.access)
          return ok(request, await account.guestSession(context(request), userId))
        },
      },
      'POST /verifyReguser': { summary: 'Create an account with the e-mailed code; answers logged in', handler: register },
      'POST /boxreguser': { summary: 'The blind-box shop’s registration, same rules', handler: register },
      'POST /sendEmailCode': {
        summary: 'E-mail a 6-digit code for registration or password reset',
        handler: async (request) =>
          ok(request, await account.sendCode(context(request), request.body), messages.codeSent, { email: request.body.email }),
      },
      'POST /verifyresetpass': {
        summary: 'Exchange a reset code for a single-use reset ticket',
        handler: async (request) => ok(request, await account.verifyResetCode(context(request), request.body), messages.codeVerified),
      },
      'POST /user/resetpassword': {
        summary: 'Choose a new password with the reset ticket; logs out every device',
        handler: async (request) => {
          await account.resetPassword(context(request), request.body)
          return ok(request, null, messages.passwordReset)
        },
      },
      'GET /user/logout': {
        summary: 'Revoke the bearer token',
        handler: async (request) => {
          await account.logout(app.db, bearerToken(request), app.now())
          return ok(request, null, messages.loggedOut)
        },
      },
      'GET /user/info': {
        config: shopper,
        summary: 'The logged-in user’s details',
        handler: async (request) => ok(request, await account.getUserInfo(app.db, await request.requireUserId())),
      },
      'POST /user/updateinfo': {
        config: shopper,
        summary: 'Edit username, phone and WeChat ID',
        handler: async (request) =>
          ok(request, await account.updateUserInfo(context(request), await request.requireUserId(), request.body), messages.editSuccessful),
      },
      'POST /user/changepassword': {
        config: shopper,
        summary: 'Change the password with the old one; logs out other devices',
        handler: async (request) => {
          const userId = await request.requireUserId()
          await account.changePassword(context(request), userId, bearerToken(request) ?? '', request.body)
          return ok(request, null, messages.passwordChanged)
        },
      },
    }
  },
)
