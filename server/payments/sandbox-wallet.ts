import type { PaymentProvider } from './provider.ts'

/**
 * The sandbox Alipay / WeChat Pay: paying sends the shopper to our own /sandbox/wallet page
 * (a QR code with confirm and cancel), which then posts a signed notification to
 * /api/v1/{product}/event/chinaBank/onePay like the real wallet's server would.
 */
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
