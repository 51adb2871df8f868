import { paymentMethod, type PaymentMethod } from '#contract/orders.ts'
import { inWechatBrowser } from '#contract/wechat-browser.ts'
import type { Config } from '../../env.ts'
import type { GatewayDeps, NotificationEndpoint, PaymentGateway } from './gateway.ts'
import { paymentGateways } from './gateways/index.ts'
import type { PayingDevice, PaymentProvider, PaymentProviders } from './provider.ts'

/** A gateway's notification endpoint, with the provider whose payments it settles. */
export interface GatewayNotification {
  provider: PaymentProvider
  endpoint: NotificationEndpoint
}

export interface PaymentGateways {
  /** The provider serving each online method; a method without one is not offered. */
  providers: PaymentProviders
  /** The notification endpoints of the gateways in use: a gateway not enabled has none (404). */
  notifications: GatewayNotification[]
}

/**
 * Builds each enabled gateway once: the first one serving a method takes it (the sandboxes,
 * PAYMENT_SANDBOX=on only, fill in the rest). A method with none is not offered and not accepted.
 */
export function createPaymentGateways(deps: GatewayDeps, registry: readonly PaymentGateway[] = paymentGateways): PaymentGateways {
  const providers: PaymentProviders = {}
  const notifications: GatewayNotification[] = []
  for (const gateway of registry) {
    if (!gateway.enabled(deps.config) || gateway.methods.every((method) => providers[method])) continue
    const unit = gateway.create(deps)
    const taken = unit.providers.filter((provider) => !providers[provider.method])
    for (const provider of taken) providers[provider.method] = provider
    if (unit.notification && taken[0]) notifications.push({ provider: taken[0], endpoint: unit.notification })
  }
  return { providers, notifications }
}

/** The providers alone (the CLI's refunds and reconcile, tests of the ledger). */
export const createPaymentProviders = (deps: GatewayDeps): PaymentProviders => createPaymentGateways(deps).providers

/** The methods the payment step offers, in the spec's order (paymentMethod's). */
export function offeredMethods(config: Config, providers: PaymentProviders): PaymentMethod[] {
  return paymentMethod.options.filter((method) => (method === 'cod' ? config.COD : Boolean(providers[method])))
}

/** The provider that handled an attempt (its row's method and provider), if it still serves. */
export function providerOf(providers: PaymentProviders, attempt: { method: string; provider: string }): PaymentProvider | undefined {
  const provider = Object.values(providers).find((candidate) => candidate.method === attempt.method)
  return provider?.name === attempt.provider ? provider : undefined
}

/** From the User-Agent: inside WeChat on a phone, a phone browser, or a desktop one (WeChat's desktop client too). */
export function payingDevice(userAgent: string | undefined): PayingDevice {
  if (!userAgent) return 'desktop'
  if (inWechatBrowser(userAgent)) return 'wechat'
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'phone' : 'desktop'
}
