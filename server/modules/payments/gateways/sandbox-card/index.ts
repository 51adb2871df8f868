import { createHash, randomBytes } from 'node:crypto'
import { brandOf, cardDigits, cardProblem, type CardProblem, type CardToken, type TokenizeCardBody } from '#contract/payments.ts'
import type { Db } from '../../../../db/database.ts'
import type { PaymentGateway } from '../../gateway.ts'
import type { PaymentProvider } from '../../provider.ts'
import * as queries from './queries.ts'

/** Test numbers that do not succeed (see contract/payments.ts for the whole list). */
const outcomes: Record<string, 'decline' | 'processing_error'> = {
  '4000000000000002': 'decline',
  '4000000000000119': 'processing_error',
}

/** A token is good for one charge within this time. */
const tokenLifetimeMs = 15 * 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The sandbox card provider. `tokenize` is what the provider's own server does with the card
 * form's fields: it checks them and hands back an opaque token. Neither the number nor the CVV
 * is stored or logged here; only the last four digits, the brand and the test outcome are.
 */
export function createSandboxCardProvider({ db, now }: { db: Db; now: () => Date }) {
  async function tokenize(card: TokenizeCardBody): Promise<{ problem: CardProblem } | { token: CardToken }> {
    const problem = cardProblem(card, now())
    if (problem) return { problem }
    const digits = cardDigits(card.number)
    const token = `tok_${randomBytes(24).toString('base64url')}`
    const saved = { token, last4: digits.slice(-4), brand: brandOf(digits) }
    await queries.insertCardToken(db, {
      token_hash: hashToken(token),
      last4: saved.last4,
      brand: saved.brand,
      outcome: outcomes[digits] ?? 'succeed',
      created_at: now(),
      used_at: null,
    })
    return { token: saved }
  }

  const provider: PaymentProvider = {
    method: 'card',
    name: 'sandbox',
    sandbox: true,
    settlesAtOnce: true,
    async pay({ cardToken }) {
      if (!cardToken) return { kind: 'failed', failure: 'invalid_token' }
      const at = now()
      // Single use: the update only matches a token nobody charged yet.
      const used = await queries.spendCardToken(db, hashToken(cardToken), at, new Date(at.getTime() - tokenLifetimeMs))
      if (!used) return { kind: 'failed', failure: 'invalid_token' }
      if (used.outcome === 'decline') return { kind: 'failed', failure: 'declined' }
      if (used.outcome === 'processing_error') return { kind: 'failed', failure: 'processing_error' }
      return { kind: 'succeeded', card: { brand: used.brand, last4: used.last4 } }
    },
    async refund() {
      // The sandbox accepts every refund at once.
      return {}
    },
  }
  return { tokenize, provider }
}

/** The test-mode card (PAYMENT_SANDBOX=on) for a shop without Stripe: it settles at once, nothing to notify. */
export const sandboxCardGateway: PaymentGateway = {
  name: 'sandbox-card',
  methods: ['card'],
  enabled: (config) => config.PAYMENT_SANDBOX,
  create: (deps) => ({ providers: [createSandboxCardProvider(deps).provider] }),
}
