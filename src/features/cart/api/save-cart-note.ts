import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { maxCartNoteLength } from '#contract/cart-rules.ts'
import type { Cart } from '#contract/cart.ts'
import { ApiError } from '@/lib/api-client.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'
import { setNote } from '../cart-lines.ts'
import { useCartMutation, type CartMutationConfig } from '../hooks/use-cart-mutation.ts'
import { changeGuestCart, type CartAction, type CartChange } from '../cart-action.ts'
import { cartActionKeys } from '../cart-keys.ts'

export interface SaveCartNoteVariables extends CartChange {
  note: string
}

export const noteTooLong = msg`The order note can be at most ${maxCartNoteLength} characters.`

/** The note to the order, kept with the cart of its line until checkout. */
export function saveCartNote(variables: SaveCartNoteVariables): Promise<Cart> {
  const { sign, note } = variables
  if (variables.guest) {
    return changeGuestCart(variables, (cart) => {
      if (note.length > maxCartNoteLength) throw new ApiError('business', i18n._(noteTooLong), 422)
      return setNote(cart, note)
    })
  }
  return browserApi()
    .shop(sign)
    .request('POST /user/cartnote', { body: { user_id: userStore.get().userInfo?.id, sign, note }, silent: true })
}

export const saveCartNoteAction: CartAction<SaveCartNoteVariables> = {
  key: cartActionKeys.note,
  run: saveCartNote,
  apply: (cart, { note }) => setNote(cart, note),
  success: msg`Edit successful`,
  failure: msg`Edit failed`,
}

export function useSaveCartNote({ mutationConfig }: { mutationConfig?: CartMutationConfig<SaveCartNoteVariables> } = {}) {
  return useCartMutation(saveCartNoteAction, mutationConfig)
}
