import type { PaymentGateway } from '../../gateway.ts'
import type { PaymentProvider } from '../../provider.ts'

/**
 * The sandbox Alipay / WeChat Pay: paying sends the shopper to our own /sandbox/wallet page
 * (a QR code with confirm and cancel), which then posts a signed notification to
 * /api/v1/{product}/event/chinaBank/onePay like the real wallet's server would.
 */
/** Where the sandbox wallet's server posts its signed notification: a shop order's, a blind-box top-up's. */
export const sandboxWalletNotifyPaths = {
  order: (product: string) => `/api/v1/${encodeURIComponent(product)}/event/chinaBank/onePay`,
  topUp: '/api/v1/box/event/blindbox/rechargeNotify',
} as const

export function createSandboxWalletProvider(method: 'alipay' | 'wechat', { apiOrigin }: { apiOrigin: string }): PaymentProvider {
  return {
    method,
    name: 'sandbox',
    sandbox: true,
    async pay({ reference }) {
      const query = new URLSearchParams({ ref: reference, method })
      return { kind: 'redirect', url: `${apiOrigin.replace(/\/$/, '')}/sandbox/wallet?${query.toString()}` }
    },
    async refund() {
      // The sandbox accepts every refund at once.
      return {}
    },
  }
}

/** The test-mode Alipay and WeChat Pay (PAYMENT_SANDBOX=on) for the wallets no real gateway serves. */
export const sandboxWalletGateway: PaymentGateway = {
  name: 'sandbox-wallet',
  methods: ['alipay', 'wechat'],
  enabled: (config) => config.PAYMENT_SANDBOX,
  create: ({ config }) => ({
    providers: [
      createSandboxWalletProvider('alipay', { apiOrigin: config.API_ORIGIN }),
      createSandboxWalletProvider('wechat', { apiOrigin: config.API_ORIGIN }),
    ],
  }),
}
