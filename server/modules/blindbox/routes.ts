import type { FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rechargeLimits } from '#contract/blindbox.ts'
import { boxEndpoints } from '#contract/endpoints.ts'
import { Code, envelope } from '#contract/envelope.ts'
import { walletNotification } from '#contract/payments.ts'
import type { Config } from '../../env.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { idempotencyKeyOf } from '../../idempotency/index.ts'
import { payingDevice, sandboxWalletNotifyPaths, type PaymentProviders } from '../payments/index.ts'
import { messages } from './messages.ts'
import { servedRegion } from './region.ts'
import { registerAdult } from './register.ts'
import * as box from './service.ts'
import { checkTopUp, receiveTopUpNotification, startTopUp, type TopUpContext } from './top-up.ts'

export interface BlindBoxRoutesOptions {
  config: Config
  payments: PaymentProviders
  mediaBase: string
  /** Inside WeChat: the shopper's openid for the official account, kept by the server (JSAPI pay). */
  payerOpenid?: (userId: number) => Promise<string | undefined>
}

const tags = ['blind boxes']

const shopper = { shopper: true }

/** The blind-box shop, registered with the prefix /api/v1/box (spec §7). */
export const blindBoxRoutes = contractRoutes(
  boxEndpoints,
  { tags },
  (app, { config, payments, mediaBase, payerOpenid }: BlindBoxRoutesOptions) => {
    const context = (request: FastifyRequest): TopUpContext => ({
      ...request.context,
      dailyCap: config.BLINDBOX_DAILY_CAP,
      payments,
      publicUrl: config.PUBLIC_URL,
      paymentSecret: config.PAYMENT_SECRET,
      payerOpenid,
    })
    const rules = { allowed: config.BLINDBOX_COUNTRIES, blocked: config.BLINDBOX_BLOCKED_COUNTRIES }
    /** The guard of every sale: where the shop does not serve, 406 before the handler runs. */
    const servedOnly = async (request: FastifyRequest) => {
      await servedRegion(request.ip, rules)
    }
    const idempotencyKey = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key']) ?? null
    /** A bad client seed answers the field's own message (422), not the generic one; nothing is drawn or changed. */
    const refuseBadInput = async (request: FastifyRequest) => {
      const failure = request.validationError as
        (Error & { validation?: { instancePath?: string; params?: { issue?: { path?: unknown[] } } }[] }) | undefined
      if (!failure) return
      const seedIssue = failure.validation?.some(
        (issue) => issue.instancePath === '/client_seed' || issue.params?.issue?.path?.[0] === 'client_seed',
      )
      if (!seedIssue) throw failure
      throw new ShopError(Code.invalid, messages.clientSeedInvalid, {
        data: { fields: [{ field: 'client_seed', message: request.t(messages.clientSeedInvalid) }] },
      })
    }

    return {
      'GET /user/getUserIp': {
        summary: 'The visitor’s country from the client IP; 406 where blind boxes are not sold',
        handler: async (request, reply) => {
          if (request.query.user_id !== undefined) await request.requireUserId()
          // The caller's own address decides it: no shared cache (nor a shared page render) keeps it.
          reply.header('cache-control', 'private, no-store')
          return ok(request, await servedRegion(request.ip, rules))
        },
      },
      'POST /boxreguser': {
        summary: 'Register with the e-mailed code and a date of birth (18 or older)',
        preHandler: servedOnly,
        handler: async (request) => {
          const { date_of_birth, ...form } = request.body
          const session = await registerAdult({ ...request.context, ...context(request), mail: app.mail }, form, date_of_birth)
          return ok(request, session, /*i18n*/ { id: 'Registration is successful!' })
        },
      },
      'POST /user/blindbox/birthdate': {
        config: shopper,
        summary: 'An existing account adds its date of birth, once',
        handler: async (request) => {
          const userId = await request.requireUserId()
          await box.addDateOfBirth(context(request), userId, request.body.date_of_birth)
          return ok(request, null, messages.dateOfBirthSaved)
        },
      },
      'GET /user/blindbox/productDetail': {
        summary: 'Series with price, prizes, values and odds (ppm); one series with id',
        handler: async (request) =>
          ok(request, { list: await box.listSeries(context(request), mediaBase, request.query.id), daily_cap: config.BLINDBOX_DAILY_CAP }),
      },
      'GET /user/blindbox/getuserboxAmount': {
        config: shopper,
        summary: 'Wallet balance, the next draw’s seed hash, client seed, nonce and today’s draws',
        handler: async (request) => ok(request, await box.getWallet(context(request), await request.requireUserId())),
      },
      'GET /user/blindbox/rechargeRecord': {
        config: shopper,
        summary:
          'The wallet ledger (each entry with balance_after) and the top-ups; with recharge_no, a waiting top-up is asked of its gateway',
        handler: async (request) => {
          const userId = await request.requireUserId()
          if (request.query.recharge_no) await checkTopUp(context(request), userId, request.query.recharge_no)
          return ok(request, await box.getLedger(context(request), userId))
        },
      },
      'POST /user/blindbox/recharge': {
        config: shopper,
        summary: 'Top up through a payment provider; 401 with redirect_url for a wallet',
        attachValidation: true,
        preHandler: [refuseBadTopUp, servedOnly],
        handler: async (request) => {
          const userId = await request.requireUserId()
          const { amount, payment_method, card_token } = request.body
          const answer = await startTopUp(context(request), userId, {
            amount,
            method: payment_method,
            cardToken: card_token,
            device: payingDevice(request.headers['user-agent']),
            ip: request.ip,
          })
          if (answer.state === 'redirect')
            throw new ShopError(Code.redirect, messages.payRedirect, { redirectUrl: answer.url, data: { recharge_no: answer.rechargeNo } })
          const { code_url, ...rest } = answer.action ?? {}
          // WeChat Pay's Native QR code, drawn here like the order page's: the browser carries no QR library.
          const qr = code_url ? { code_url, qr_svg: await QRCode.toString(code_url, { type: 'svg', margin: 1, width: 220 }) } : {}
          return ok(
            request,
            { recharge_no: answer.rechargeNo, state: answer.state, balance: answer.balance, ...rest, ...qr },
            answer.state === 'succeeded' ? messages.paySuccessful : messages.payPending,
          )
        },
      },
      'POST /user/blindbox/clientSeed': {
        config: shopper,
        summary: 'Start a new seed pair with the shopper’s client seed; the old server seed is revealed',
        attachValidation: true,
        preHandler: refuseBadInput,
        handler: async (request) => {
          const userId = await request.requireUserId()
          return ok(request, await box.changeClientSeed(context(request), userId, request.body.client_seed), messages.seedPairStarted)
        },
      },
      'POST /user/blindbox/createorder': {
        config: shopper,
        summary: 'Draw one box with the current seed pair: debit and prize in one transaction (Idempotency-Key header)',
        attachValidation: true,
        preHandler: [refuseBadInput, servedOnly],
        handler: async (request) => {
          const userId = await request.requireUserId()
          const record = await box.drawBox(context(request), mediaBase, userId, {
            seriesId: request.body.series_id,
            clientSeed: request.body.client_seed,
            idempotencyKey: idempotencyKey(request),
          })
          return ok(request, record, messages.drawn)
        },
      },
      'GET /user/blindbox/getUserOrders': {
        config: shopper,
        summary: 'The shopper’s draws, newest first, each with everything needed to verify it',
        handler: async (request) => ok(request, { list: await box.listDraws(context(request), mediaBase, await request.requireUserId()) }),
      },
      'GET /user/blindbox/orderDetails': {
        config: shopper,
        summary: 'One draw: seeds, nonce, roll, odds version and table, prize and its state',
        handler: async (request) =>
          ok(request, await box.getDraw(context(request), mediaBase, await request.requireUserId(), request.query.id)),
      },
      'POST /user/blindbox/resale': {
        config: shopper,
        summary: 'Resell a kept prize once at the published rate into the wallet',
        handler: async (request) => {
          const result = await box.resell(context(request), await request.requireUserId(), request.body.id)
          return ok(request, result, messages.resold, { amount: box.usd(result.amount) })
        },
      },
      'POST /user/blindbox/addAddress': {
        config: shopper,
        summary: 'Ship a kept prize once to an address',
        handler: async (request) => {
          await box.ship(context(request), await request.requireUserId(), request.body.id, request.body.address)
          return ok(request, null, messages.shipped)
        },
      },
    }
  },
)

/** Amount out of range is the message shoppers need, not the generic field error; nothing is started. */
async function refuseBadTopUp(request: FastifyRequest) {
  if (!request.validationError) return
  const amountWrong = !z
    .number()
    .int()
    .min(rechargeLimits.min)
    .max(rechargeLimits.max)
    .safeParse((request.body as { amount?: unknown } | undefined)?.amount).success
  throw new ShopError(Code.invalid, amountWrong ? messages.rechargeAmount : messages.methodUnavailable, {
    params: { min: box.usd(rechargeLimits.min), max: box.usd(rechargeLimits.max) },
  })
}

/** The sandbox wallet's notification for top-ups (PAYMENT_SANDBOX only), outside the /api/v1/box scope's auth. */
export const blindBoxSandboxRoutes: FastifyPluginAsyncZod<BlindBoxRoutesOptions> = async (app, options) => {
  app.post(
    sandboxWalletNotifyPaths.topUp,
    {
      schema: {
        tags,
        summary: 'Signed sandbox wallet notification for a top-up',
        body: walletNotification,
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => {
      const ctx = {
        ...request.context,
        dailyCap: options.config.BLINDBOX_DAILY_CAP,
        payments: options.payments,
        publicUrl: options.config.PUBLIC_URL,
        paymentSecret: options.config.PAYMENT_SECRET,
      }
      const result = await receiveTopUpNotification(ctx, request.body)
      return ok(
        request,
        result,
        result.outcome === 'duplicate'
          ? messages.notificationDuplicate
          : // Flagged money was received all the same: the gateway stops sending, a person refunds it.
            result.outcome === 'credited' || result.outcome === 'flagged'
            ? messages.paySuccessful
            : messages.payFailed,
      )
    },
  )
}
