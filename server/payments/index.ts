import type { FastifyBaseLogger } from 'fastify'
import type { OnlinePaymentMethod } from '#contract/payments.ts'
import { paymentMethod, type PaymentMethod } from '#contract/orders.ts'
import type { Db } from '../db/database.ts'
import type { Config } from '../env.ts'
import type { PayingDevice, PaymentProvider, PaymentProviders } from './provider.ts'
import { alipayGateway } from './alipay.ts'
import { wechatPayGateway } from './wechatpay.ts'
import { stripeGateway } from './stripe.ts'
import { createSandboxCardProvider } from './sandbox-card.ts'
import { createSandboxWalletProvider } from './sandbox-wallet.ts'

export interface PaymentDeps {
  db: Db
  now: () => Date
  config: Config
  log?: FastifyBaseLogger
}

/** A real gateway: on exactly when its settings are complete. */
export interface Gateway {
  method: OnlinePaymentMethod
  enabled(config: Config): boolean
  create(deps: PaymentDeps): PaymentProvider
}

// Each real gateway adds one entry here; the first enabled one serves its method.
const gateways: Gateway[] = [alipayGateway, wechatPayGateway, stripeGateway]

/**
 * The providers the shop pays with: each method's enabled gateway, else (PAYMENT_SANDBOX=on
 * only) its sandbox. A method with neither is not offered and not accepted.
 */
export function createPaymentProviders(deps: PaymentDeps): PaymentProviders {
  const { config } = deps
  const providers: PaymentProviders = {}
  for (const gateway of gateways) {
    if (!providers[gateway.method] && gateway.enabled(config)) providers[gateway.method] = gateway.create(deps)
  }
  if (config.PAYMENT_SANDBOX) {
    providers.card ??= createSandboxCardProvider(deps).provider
    providers.alipay ??= createSandboxWalletProvider('alipay', { apiOrigin: config.API_ORIGIN })
    providers.wechat ??= createSandboxWalletProvider('wechat', { apiOrigin: config.API_ORIGIN })
  }
  return providers
}

/** The methods the payment step offers, in the spec's order (paymentMethod's). */
export function offeredMethods(config: Config, providers: PaymentProviders): PaymentMethod[] {
  return paymentMethod.options.filter((method) => (method === 'cod' ? config.COD : Boolean(providers[method])))
}

/** The provider that handled an attempt (its row's method and provider), if it still serves. */
export function providerOf(providers: PaymentProviders, attempt: { method: string; provider: string }): PaymentProvider | undefined {
  const provider = Object.values(providers).find((candidate) => candidate.method === attempt.method)
  return provider?.name === attempt.provider ? provider : undefined
}

/** From the User-Agent: inside WeChat, a phone browser, or a desktop one. */
export function payingDevice(userAgent: string | undefined): PayingDevice {
  if (!userAgent) return 'desktop'
  if (/MicroMessenger/i.test(userAgent)) return 'wechat'
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'phone' : 'desktop'
}
