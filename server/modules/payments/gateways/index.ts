import type { PaymentGateway } from '../gateway.ts'
import { alipayGateway } from './alipay/index.ts'
import { sandboxCardGateway } from './sandbox-card/index.ts'
import { sandboxWalletGateway } from './sandbox-wallet/index.ts'
import { stripeGateway } from './stripe/index.ts'
import { wechatPayGateway } from './wechatpay/index.ts'

/**
 * Every gateway the shop can pay through. Adding one: its folder beside these, and one line
 * here. The first enabled entry serving a method takes it, so the real gateways come before the
 * sandboxes, which only fill in the methods nobody else serves.
 */
export const paymentGateways: readonly PaymentGateway[] = [
  alipayGateway,
  wechatPayGateway,
  stripeGateway,
  sandboxCardGateway,
  sandboxWalletGateway,
]
