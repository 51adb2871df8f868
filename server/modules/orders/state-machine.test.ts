import { describe, expect, it } from 'vitest'
import {
  fulfillmentStatus,
  orderStatus,
  paymentMethod,
  type FulfillmentStatus,
  type OrderStatus,
  type PaymentMethod,
} from '#contract/orders.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { nextState, transitions, type OrderEvent } from './state-machine.ts'

type Edge = [OrderEvent, OrderStatus, FulfillmentStatus, 'online' | 'cod' | 'any', OrderStatus, FulfillmentStatus]

// The whole machine written out edge by edge: anything not listed here must be refused.
const edges: Edge[] = [
  ['pay_started', 'unpaid', 'unshipped', 'online', 'pending', 'unshipped'],
  ['pay_started', 'pending', 'unshipped', 'online', 'pending', 'unshipped'],
  ['pay_started', 'payment_failed', 'unshipped', 'online', 'pending', 'unshipped'],
  ['payment_succeeded', 'unpaid', 'unshipped', 'online', 'paid', 'unshipped'],
  ['payment_succeeded', 'pending', 'unshipped', 'online', 'paid', 'unshipped'],
  ['payment_succeeded', 'payment_failed', 'unshipped', 'online', 'paid', 'unshipped'],
  ['payment_failed', 'unpaid', 'unshipped', 'online', 'payment_failed', 'unshipped'],
  ['payment_failed', 'pending', 'unshipped', 'online', 'payment_failed', 'unshipped'],
  ['payment_failed', 'payment_failed', 'unshipped', 'online', 'payment_failed', 'unshipped'],
  ['review', 'unpaid', 'unshipped', 'cod', 'reviewed', 'unshipped'],
  ['mark_paid', 'unpaid', 'all_shipped', 'cod', 'paid', 'all_shipped'],
  ['mark_paid', 'unpaid', 'completed', 'cod', 'paid', 'completed'],
  ['mark_paid', 'reviewed', 'all_shipped', 'cod', 'paid', 'all_shipped'],
  ['mark_paid', 'reviewed', 'completed', 'cod', 'paid', 'completed'],
  ['cancel', 'unpaid', 'unshipped', 'any', 'canceled', 'no_deduction'],
  ['cancel', 'pending', 'unshipped', 'any', 'canceled', 'no_deduction'],
  ['cancel', 'payment_failed', 'unshipped', 'any', 'canceled', 'no_deduction'],
  ['cancel', 'reviewed', 'unshipped', 'any', 'canceled', 'no_deduction'],
  ['expire', 'unpaid', 'unshipped', 'online', 'canceled', 'no_deduction'],
  ['expire', 'pending', 'unshipped', 'online', 'canceled', 'no_deduction'],
  ['expire', 'payment_failed', 'unshipped', 'online', 'canceled', 'no_deduction'],
  ['hold_expire', 'unpaid', 'unshipped', 'cod', 'canceled', 'no_deduction'],
  ...(['paid', 'split'] as const).flatMap((from) =>
    (['unshipped', 'partial_shipment', 'all_shipped', 'completed', 'no_deduction'] as const).flatMap((fulfillment): Edge[] => [
      ['refund', from, fulfillment, 'any', 'refund', fulfillment],
      ['partial_refund', from, fulfillment, 'any', 'split', fulfillment],
    ]),
  ),
  ['restock', 'refund', 'unshipped', 'any', 'refund', 'no_deduction'],
  ...(['paid', 'reviewed', 'split'] as const).flatMap((from) =>
    (['unshipped', 'partial_shipment'] as const).flatMap((fulfillment): Edge[] => [
      ['ship_partial', from, fulfillment, 'any', from, 'partial_shipment'],
      ['ship_all', from, fulfillment, 'any', from, 'all_shipped'],
    ]),
  ),
  ['ship_partial', 'unpaid', 'unshipped', 'cod', 'unpaid', 'partial_shipment'],
  ['ship_partial', 'unpaid', 'partial_shipment', 'cod', 'unpaid', 'partial_shipment'],
  ['ship_all', 'unpaid', 'unshipped', 'cod', 'unpaid', 'all_shipped'],
  ['ship_all', 'unpaid', 'partial_shipment', 'cod', 'unpaid', 'all_shipped'],
  ['complete', 'paid', 'all_shipped', 'any', 'paid', 'completed'],
  ['complete', 'split', 'all_shipped', 'any', 'split', 'completed'],
]

function expected(event: OrderEvent, status: OrderStatus, fulfillment: FulfillmentStatus, method: PaymentMethod) {
  const kind = method === 'cod' ? 'cod' : 'online'
  return edges.find(
    ([e, from, fulfillmentFrom, methods]) =>
      e === event && from === status && fulfillmentFrom === fulfillment && (methods === 'any' || methods === kind),
  )
}

describe('the order state machine', () => {
  const events = Object.keys(transitions) as OrderEvent[]

  it('knows exactly the events of the edge list', () => {
    expect(new Set(edges.map(([event]) => event))).toEqual(new Set(events))
  })

  const refusalText =
    /^(Cannot \{event\} this order: its (fulfillment )?status is|Only cash-on-delivery|This order is paid in cash on delivery)/
  function outcome(
    event: OrderEvent,
    order: { status: OrderStatus; fulfillment_status: FulfillmentStatus; payment_method: PaymentMethod },
  ): string {
    try {
      const next = nextState(order, event)
      return `${next.status}/${next.fulfillment_status}`
    } catch (error) {
      return error instanceof ShopError && error.code === 409 && refusalText.test(error.message) ? 'refused' : `unexpected ${String(error)}`
    }
  }

  for (const event of events) {
    it(`allows ${event} exactly on its edges and refuses it everywhere else with a clear message`, () => {
      const combos = orderStatus.options.flatMap((status) =>
        fulfillmentStatus.options.flatMap((fulfillment) =>
          paymentMethod.options.map((method) => ({ status, fulfillment_status: fulfillment, payment_method: method })),
        ),
      )
      const label = (order: (typeof combos)[number]) =>
        `${event} from ${order.status}/${order.fulfillment_status} (${order.payment_method})`
      const actual = combos.map((order) => `${label(order)} → ${outcome(event, order)}`)
      const wanted = combos.map((order) => {
        const edge = expected(event, order.status, order.fulfillment_status, order.payment_method)
        return `${label(order)} → ${edge ? `${edge[4]}/${edge[5]}` : 'refused'}`
      })
      expect(actual).toEqual(wanted)
    })
  }

  it('names what is wrong in the refusal', () => {
    const refusal = (() => {
      try {
        nextState({ status: 'canceled', fulfillment_status: 'no_deduction', payment_method: 'card' }, 'ship_all')
      } catch (error) {
        return error as ShopError
      }
    })()
    expect(translate(refusal!.userMessage, 'en', refusal!.params)).toBe('Cannot ship this order: its status is canceled.')
  })
})
