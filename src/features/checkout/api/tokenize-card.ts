import type { CardToken, TokenizeCardBody } from '#contract/payments.ts'
import { createShopApi } from '@/lib/api.ts'
import { localeStore } from '@/lib/i18n.ts'

/**
 * The card provider's own endpoint (in the sandbox, served beside our API). It is a different
 * party: it never gets the shop's login token, and its answers never toast or redirect; the card
 * form shows them in place.
 */
const cardProvider = createShopApi({
  getToken: () => undefined,
  getLocale: () => localeStore.get(),
  events: { loginExpired: () => {}, redirect: () => {}, goHome: () => {}, error: () => {} },
}).sandboxCard()

/** Exchanges the card for a one-time token; the number and CVC go nowhere else. */
export function tokenizeCard(card: TokenizeCardBody): Promise<CardToken> {
  return cardProvider.request('POST /tokenize', { body: card, silent: true })
}
