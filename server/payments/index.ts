import type { Db } from '../db/database.ts'
import type { PaymentProviders } from './provider.ts'
import { createSandboxCardProvider } from './sandbox-card.ts'
import { createSandboxWalletProvider } from './sandbox-wallet.ts'

/** The providers the shop pays with; swap one for a real gateway here. */
/** `apiOrigin`: where this server is reached (API_ORIGIN), for the wallet's pages; '' = same origin. */
export function createPaymentProviders({ db, now, apiOrigin }: { db: Db; now: () => Date; apiOrigin: string }): PaymentProviders {
  return {
    card: createSandboxCardProvider({ db, now }).provider,
    alipay: createSandboxWalletProvider('alipay', { apiOrigin }),
    wechat: createSandboxWalletProvider('wechat', { apiOrigin }),
  }
}
