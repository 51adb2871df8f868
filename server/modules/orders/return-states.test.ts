import { describe, expect, it } from 'vitest'
import type { ReturnKind, ReturnState } from '#contract/returns.ts'
import { ShopError } from '../../http/shop-error.ts'
import { nextReturnState, returnOpen, returnTransitions, type ReturnEvent, type OrderState } from './state-machine.ts'

// The returns' part of the order's state table (issue 51), read as a table.

const states: ReturnState[] = ['requested', 'approved', 'received', 'refunded', 'replacement_shipped', 'repaired', 'rejected', 'expired']
const kinds: ReturnKind[] = ['refund', 'exchange', 'warranty']

function allowed(state: ReturnState, kind: ReturnKind, event: ReturnEvent): ReturnState | null {
  try {
    return nextReturnState({ state, kind }, event)
  } catch (error) {
    if (error instanceof ShopError) return null
    throw error
  }
}

describe('the returns’ state table', () => {
  it('leads each kind from requested to its own ends only', () => {
    expect(allowed('requested', 'refund', 'approve')).toBe('approved')
    expect(allowed('approved', 'exchange', 'receive')).toBe('received')
    expect(allowed('received', 'refund', 'refund')).toBe('refunded')
    expect(allowed('received', 'exchange', 'refund')).toBeNull()
    expect(allowed('received', 'exchange', 'ship_replacement')).toBe('replacement_shipped')
    expect(allowed('received', 'refund', 'ship_replacement')).toBeNull()
    expect(allowed('received', 'warranty', 'repair')).toBe('repaired')
    expect(allowed('received', 'exchange', 'repair')).toBeNull()
    expect(allowed('requested', 'refund', 'refund_without_return')).toBe('refunded')
    expect(allowed('requested', 'exchange', 'refund_without_return')).toBeNull()
    expect(allowed('approved', 'exchange', 'expire')).toBe('expired')
    expect(allowed('received', 'exchange', 'expire')).toBeNull()
  })

  it('ends are final: nothing leaves refunded, replacement shipped, repaired, rejected or expired', () => {
    const ends: ReturnState[] = ['refunded', 'replacement_shipped', 'repaired', 'rejected', 'expired']
    for (const state of ends)
      for (const kind of kinds)
        for (const event of Object.keys(returnTransitions) as ReturnEvent[])
          expect(allowed(state, kind, event), `${state} ${kind} ${event}`).toBeNull()
    expect(states.filter((state) => !ends.includes(state))).toEqual(['requested', 'approved', 'received'])
  })

  it('opens returns only on a paid (or partly refunded) and delivered order', () => {
    const order = (status: OrderState['status'], fulfillment_status: OrderState['fulfillment_status']): OrderState => ({
      status,
      fulfillment_status,
      payment_method: 'card',
    })
    expect(returnOpen(order('paid', 'completed'))).toBeNull()
    expect(returnOpen(order('split', 'completed'))).toBeNull()
    expect(returnOpen(order('unpaid', 'unshipped'))).toBe('orderNotPaid')
    expect(returnOpen(order('refund', 'completed'))).toBe('orderNotPaid')
    expect(returnOpen(order('paid', 'all_shipped'))).toBe('orderNotDelivered')
  })
})
