import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReturnKind, ReturnReason, ReturnState } from '#contract/returns.ts'

// The contract's lists, as the shopper reads them. Kept here as literals: the contract's zod
// schemas do not reach a shop page (the bundle test), only their types do.
export const returnKindLabels = {
  refund: msg`Return for a refund`,
  exchange: msg`Exchange for another size`,
  warranty: msg`Warranty claim`,
} satisfies Record<ReturnKind, unknown>

export const returnReasonLabels = {
  does_not_fit: msg`Does not fit`,
  damaged_in_transit: msg`Damaged in transit`,
  not_as_described: msg`Not as described`,
  changed_my_mind: msg`Changed my mind`,
  defective: msg`Defective`,
} satisfies Record<ReturnReason, unknown>

export const returnStateLabels = {
  requested: msg`Requested`,
  approved: msg`Approved`,
  received: msg`Parcel received`,
  refunded: msg`Refunded`,
  replacement_shipped: msg`Replacement shipped`,
  repaired: msg`Repaired and sent back`,
  rejected: msg`Rejected`,
  expired: msg`Expired: not sent back in time`,
} satisfies Record<ReturnState, unknown>

/** What the shopper waits for while the return is in `state`, drawn as the step to come. */
export const returnNextLabels: Partial<Record<ReturnState, MessageDescriptor>> = {
  requested: msg`Waiting for the shop’s answer`,
  approved: msg`Waiting for your parcel to arrive`,
  received: msg`Being inspected`,
}

export const returnKinds: readonly ReturnKind[] = ['refund', 'exchange', 'warranty']
export const returnReasons: readonly ReturnReason[] = [
  'does_not_fit',
  'damaged_in_transit',
  'not_as_described',
  'changed_my_mind',
  'defective',
]

/** The contract's limits (contract/returns.ts), the same the server checks. */
export const maxPhotos = 5
export const maxNote = 2000
export const maxPhotoBytes = 10 * 1024 * 1024
