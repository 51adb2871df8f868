import type { FulfillmentStatus, OrderStatus, StoredPaymentMethod } from '#contract/orders.ts'
import type { ReturnKind, ReturnState as ReturnStateName } from '#contract/returns.ts'
import { Code } from '#contract/envelope.ts'
import { ShopError } from '../../http/shop-error.ts'
import { messages } from './messages.ts'

/**
 * Every change of an order's status goes through this table: an event names the statuses it
 * may start from and the statuses it leads to. Anything else is refused with a clear message.
 *
 * Order/payment status (spec §4):
 *   unpaid ──pay_started──▶ pending ──payment_succeeded──▶ paid ──refund──▶ refund
 *     │  ╲                    │                             │╲
 *     │   payment_failed ◀────┘ (still payable)             │ partial_refund ▶ split ──refund──▶ refund
 *     ├──review (cash on delivery)──▶ reviewed ──mark_paid──▶ paid
 *     ├──cancel / expire──▶ canceled  (stock and coupon go back)
 *     └──hold_expire (cash on delivery not confirmed within COD_HOLD_HOURS)──▶ canceled
 * Fulfilment status: unshipped ─ship_partial▶ partial_shipment ─ship_all▶ all_shipped ─complete▶ completed;
 *   unshipped ─cancel/expire/restock▶ no_deduction (canceled or refunded before anything left the warehouse).
 */
export interface OrderState {
  status: OrderStatus
  fulfillment_status: FulfillmentStatus
  payment_method: StoredPaymentMethod
}

interface Transition {
  from: readonly OrderStatus[]
  to: OrderStatus | null
  fulfillmentFrom: readonly FulfillmentStatus[]
  fulfillmentTo: FulfillmentStatus | null
  /** Extra rule on the whole order; returns the refusal or null. */
  guard?: (order: OrderState) => keyof typeof messages | null
}

const payable = ['unpaid', 'pending', 'payment_failed'] as const
const anyFulfillment = ['unshipped', 'partial_shipment', 'all_shipped', 'completed', 'no_deduction'] as const
const onlineOnly = (order: OrderState) => (order.payment_method === 'cod' ? 'codNotOnline' : null)
const codOnly = (order: OrderState) => (order.payment_method === 'cod' ? null : 'onlyCashOnDelivery')

export const transitions = {
  /** A wallet payment was started: we wait for the wallet's notification. */
  pay_started: { from: payable, to: 'pending', fulfillmentFrom: ['unshipped'], fulfillmentTo: null, guard: onlineOnly },
  payment_succeeded: { from: payable, to: 'paid', fulfillmentFrom: ['unshipped'], fulfillmentTo: null, guard: onlineOnly },
  payment_failed: { from: payable, to: 'payment_failed', fulfillmentFrom: ['unshipped'], fulfillmentTo: null, guard: onlineOnly },
  /** The operator checked a cash-on-delivery order and accepts it for delivery. */
  review: { from: ['unpaid'], to: 'reviewed', fulfillmentFrom: ['unshipped'], fulfillmentTo: null, guard: codOnly },
  /** Cash on delivery was collected: only after the goods left. */
  mark_paid: {
    from: ['unpaid', 'reviewed'],
    to: 'paid',
    fulfillmentFrom: ['all_shipped', 'completed'],
    fulfillmentTo: null,
    guard: codOnly,
  },
  cancel: { from: [...payable, 'reviewed'], to: 'canceled', fulfillmentFrom: ['unshipped'], fulfillmentTo: 'no_deduction' },
  /** Unpaid too long: the same as cancel, for online payments only (cash on delivery has no deadline). */
  expire: { from: payable, to: 'canceled', fulfillmentFrom: ['unshipped'], fulfillmentTo: 'no_deduction', guard: onlineOnly },
  /** Cash on delivery the shop did not confirm within COD_HOLD_HOURS: canceled, the stock goes back. */
  hold_expire: { from: ['unpaid'], to: 'canceled', fulfillmentFrom: ['unshipped'], fulfillmentTo: 'no_deduction', guard: codOnly },
  refund: { from: ['paid', 'split'], to: 'refund', fulfillmentFrom: anyFulfillment, fulfillmentTo: null },
  partial_refund: { from: ['paid', 'split'], to: 'split', fulfillmentFrom: anyFulfillment, fulfillmentTo: null },
  /** Refunded in full before anything shipped: the stock goes back. */
  restock: { from: ['refund'], to: null, fulfillmentFrom: ['unshipped'], fulfillmentTo: 'no_deduction' },
  /** Paid orders ship; cash-on-delivery orders ship before they are paid. */
  ship_partial: {
    from: ['paid', 'reviewed', 'unpaid', 'split'],
    to: null,
    fulfillmentFrom: ['unshipped', 'partial_shipment'],
    fulfillmentTo: 'partial_shipment',
    guard: (order) => (order.status === 'unpaid' ? codOnly(order) : null),
  },
  ship_all: {
    from: ['paid', 'reviewed', 'unpaid', 'split'],
    to: null,
    fulfillmentFrom: ['unshipped', 'partial_shipment'],
    fulfillmentTo: 'all_shipped',
    guard: (order) => (order.status === 'unpaid' ? codOnly(order) : null),
  },
  /** Delivered: cash on delivery must be marked paid first. */
  complete: { from: ['paid', 'split'], to: null, fulfillmentFrom: ['all_shipped'], fulfillmentTo: 'completed' },
} satisfies Record<string, Transition>

export type OrderEvent = keyof typeof transitions

/** The refusal for `event` on `order`, or null when allowed. */
export function refusal(order: OrderState, event: OrderEvent): keyof typeof messages | null {
  const transition: Transition = transitions[event]
  if (!transition.from.includes(order.status)) return 'notAllowedInStatus'
  if (!transition.fulfillmentFrom.includes(order.fulfillment_status)) return 'notAllowedInFulfillment'
  return transition.guard?.(order) ?? null
}

/** The order's next status and fulfilment status after `event`; refuses an invalid transition. */
export function nextState(order: OrderState, event: OrderEvent): Pick<OrderState, 'status' | 'fulfillment_status'> {
  const problem = refusal(order, event)
  if (problem) {
    throw new ShopError(Code.conflict, messages[problem], {
      params: { event: eventNames[event], status: order.status, fulfillment: order.fulfillment_status },
    })
  }
  const transition: Transition = transitions[event]
  return { status: transition.to ?? order.status, fulfillment_status: transition.fulfillmentTo ?? order.fulfillment_status }
}

/** Whether the shopper can pay the order now (pay now); cash on delivery is paid to the courier. */
export const canPay = (order: OrderState) => refusal(order, 'payment_succeeded') === null

const eventNames: Record<OrderEvent, string> = {
  pay_started: 'pay',
  payment_succeeded: 'pay',
  payment_failed: 'pay',
  review: 'review',
  mark_paid: 'mark paid',
  cancel: 'cancel',
  expire: 'release',
  hold_expire: 'release',
  refund: 'refund',
  partial_refund: 'refund',
  restock: 'restock',
  ship_partial: 'ship',
  ship_all: 'ship',
  complete: 'complete',
}

/**
 * Returns, size exchanges and warranty claims (issue 51) are part of the order's states: a return
 * of an order moves only through this table, beside the order's own. The order must be paid (or
 * partly refunded) and delivered for a return to start (`returnOpen`).
 *
 *   requested ──approve──▶ approved ──receive──▶ received ──refund──▶ refunded
 *      │                     │                      ├──ship_replacement──▶ replacement_shipped (exchange; warranty replacement)
 *      │                     │                      ├──repair──▶ repaired (warranty)
 *      │                     │                      └──reject──▶ rejected (inspection refused it)
 *      │                     └──expire (not sent back before send_before)──▶ expired
 *      ├──reject──▶ rejected
 *      └──refund_without_return──▶ refunded (the shop's choice, recorded; refund and warranty kinds)
 */
export interface ReturnState {
  state: ReturnStateName
  kind: ReturnKind
}

interface ReturnTransition {
  from: readonly ReturnStateName[]
  to: ReturnStateName
  kinds: readonly ReturnKind[]
}

const allKinds = ['refund', 'exchange', 'warranty'] as const

export const returnTransitions = {
  request: { from: [], to: 'requested', kinds: allKinds },
  approve: { from: ['requested'], to: 'approved', kinds: allKinds },
  reject: { from: ['requested', 'received'], to: 'rejected', kinds: allKinds },
  refund_without_return: { from: ['requested'], to: 'refunded', kinds: ['refund', 'warranty'] },
  expire: { from: ['approved'], to: 'expired', kinds: allKinds },
  receive: { from: ['approved'], to: 'received', kinds: allKinds },
  refund: { from: ['received'], to: 'refunded', kinds: ['refund', 'warranty'] },
  ship_replacement: { from: ['received'], to: 'replacement_shipped', kinds: ['exchange', 'warranty'] },
  repair: { from: ['received'], to: 'repaired', kinds: ['warranty'] },
} satisfies Record<string, ReturnTransition>

export type ReturnEvent = keyof typeof returnTransitions

/** The order states a return may start from: paid (or partly refunded) and delivered. */
export function returnOpen(order: OrderState): 'orderNotPaid' | 'orderNotDelivered' | null {
  if (order.status !== 'paid' && order.status !== 'split') return 'orderNotPaid'
  if (order.fulfillment_status !== 'completed') return 'orderNotDelivered'
  return null
}

/** The return's next state after `event`; refuses an event its state or kind does not allow. */
export function nextReturnState(current: ReturnState, event: ReturnEvent): ReturnStateName {
  const transition: ReturnTransition = returnTransitions[event]
  if (!transition.from.includes(current.state) || !transition.kinds.includes(current.kind)) {
    const fill = (text: string) => text.replace('{event}', event.replace(/_/g, ' ')).replace('{state}', current.state)
    const { en, 'zh-cn': zh } = messages.returnNotAllowed
    throw new ShopError(Code.conflict, { en: fill(en), 'zh-cn': fill(zh) })
  }
  return transition.to
}
