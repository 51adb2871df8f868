import { msg } from '@lingui/core/macro'
import type { Cart } from '#contract/cart.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'
import { removeLine, type LineKey } from '../cart-lines.ts'
import { useCartMutation, type CartMutationConfig } from '../hooks/use-cart-mutation.ts'
import { changeGuestCart, type CartAction, type CartChange } from '../cart-action.ts'
import { cartActionKeys } from '../cart-keys.ts'

export interface RemoveFromCartVariables extends CartChange, LineKey {}

export function removeFromCart(variables: RemoveFromCartVariables): Promise<Cart> {
  const { sign, goods_id, size } = variables
  if (variables.guest) return changeGuestCart(variables, (cart) => removeLine(cart, { goods_id, size }))
  return browserApi()
    .shop(sign)
    .request('POST /user/delcart', { body: { user_id: userStore.get().userInfo?.id, sign, goods_id, size }, silent: true })
}

export const removeFromCartAction: CartAction<RemoveFromCartVariables> = {
  key: cartActionKeys.remove,
  run: removeFromCart,
  apply: (cart, key) => removeLine(cart, key),
  success: msg`Delete successful`,
  failure: msg`Delete failed`,
}

export function useRemoveFromCart({ mutationConfig }: { mutationConfig?: CartMutationConfig<RemoveFromCartVariables> } = {}) {
  return useCartMutation(removeFromCartAction, mutationConfig)
}
