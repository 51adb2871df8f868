import type { CardToken } from '#contract/payments.ts'
import { cardBrands, type CardBrand } from '#contract/payment-rules.ts'
import { createStore, useStore, type Store } from '@/lib/external-store.ts'
import { draftStorageKey, reachableStep, type CheckoutStep } from './checkout-progress.ts'
import { emptyAddress, type InformationValues, type PaymentValues } from '../schemas/checkout-forms.ts'
import type { ProductLine } from '#contract/lines.ts'

export { checkoutSteps, type CheckoutStep } from './checkout-progress.ts'

/** What the card provider gave back for the card: never the number or the security code. */
export type { CardToken }

/**
 * Everything typed at checkout, so a reload or a trip back to the cart loses nothing. The card
 * number and security code are deliberately absent: they live only in the card form's memory.
 */
export interface CheckoutDraft {
  /** Steps done, in order: 0 until information is done, 3 once payment is done. */
  completed: number
  information: InformationValues
  payment: PaymentValues
  /** The non-secret card fields, restored after a reload. */
  cardHolder: { firstName: string; lastName: string; expiry: string }
  card: CardToken | null
  /**
   * The Idempotency-Keys of the order being placed (and of its payment) and the body it was
   * sent with: a retry of the same body after a timeout reuses them (the server answers the same
   * order and payment), a changed body gets new ones.
   */
  placing: { key: string; payKey: string; body: string } | null
}

export const emptyDraft = (): CheckoutDraft => ({
  completed: 0,
  information: {
    contact: '',
    newsOptIn: false,
    delivery: 'ship',
    addressChoice: '',
    address: emptyAddress,
    saveAddress: true,
    dateOfBirth: '',
  },
  payment: { method: 'card', billing: 'same', billingAddress: emptyAddress, couponId: '', note: '' },
  cardHolder: { firstName: '', lastName: '', expiry: '' },
  card: null,
  placing: null,
})

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const hasStrings = (value: unknown, keys: string[]) => isRecord(value) && keys.every((key) => typeof value[key] === 'string')

type StoredDraft = Omit<CheckoutDraft, 'information' | 'payment'> & {
  information: Partial<InformationValues>
  payment: Partial<PaymentValues>
}

// Only the shape is checked on the way back in; the step forms validate the values themselves.
function isStoredDraft(value: unknown): value is StoredDraft {
  if (!isRecord(value)) return false
  const { completed, information, payment, cardHolder, card, placing } = value
  return (
    Number.isInteger(completed) &&
    (completed as number) >= 0 &&
    (completed as number) <= 3 &&
    isRecord(information) &&
    isRecord(payment) &&
    hasStrings(cardHolder, ['firstName', 'lastName', 'expiry']) &&
    (card === null || (hasStrings(card, ['token', 'last4']) && cardBrands.includes((card as { brand: CardBrand }).brand))) &&
    (placing === null || hasStrings(placing, ['key', 'payKey', 'body']))
  )
}

function readDraft(key: string): CheckoutDraft {
  const fresh = emptyDraft()
  try {
    const raw = sessionStorage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    if (!isStoredDraft(parsed)) return fresh
    const { completed, cardHolder, card, placing, information, payment } = parsed
    return {
      completed,
      information: { ...fresh.information, ...information, address: { ...emptyAddress, ...information.address } },
      payment: { ...fresh.payment, ...payment, billingAddress: { ...emptyAddress, ...payment.billingAddress } },
      cardHolder: { firstName: cardHolder.firstName, lastName: cardHolder.lastName, expiry: cardHolder.expiry },
      card: card && { token: card.token, brand: card.brand, last4: card.last4 },
      placing: placing && { key: placing.key, payKey: placing.payKey, body: placing.body },
    }
  } catch {
    return fresh
  }
}

function writeDraft(key: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // A full or disabled storage: the checkout still works, it just won't survive a reload.
  }
}

const stores = new Map<string, Store<CheckoutDraft>>()

export function checkoutDraftStore(userId: number | undefined, line: ProductLine<'cart'>): Store<CheckoutDraft> {
  const key = draftStorageKey(userId, line)
  let store = stores.get(key)
  if (!store) {
    store = createStore(readDraft(key), (draft) => writeDraft(key, draft))
    stores.set(key, store)
  }
  return store
}

/** The order is placed: the next checkout of this cart starts afresh. */
export function clearCheckoutDraft(userId: number | undefined, line: ProductLine<'cart'>): void {
  checkoutDraftStore(userId, line).set(emptyDraft())
  try {
    sessionStorage.removeItem(draftStorageKey(userId, line))
  } catch {
    // Nothing stored.
  }
}

/** The furthest step the shopper may open: the one after the last completed step. */
export function allowedStep(draft: CheckoutDraft, wanted: CheckoutStep): CheckoutStep {
  return reachableStep(draft.completed, wanted)
}

export function useCheckoutDraft(userId: number | undefined, line: ProductLine<'cart'>) {
  const store = checkoutDraftStore(userId, line)
  const draft = useStore(store)
  return { draft, update: store.set }
}
