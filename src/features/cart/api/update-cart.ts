import { msg } from '@lingui/core/macro'
import type { Cart } from '#contract/cart.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'
import { findLine, setQuantities, type QuantityChange } from '../cart-lines.ts'
import { useCartMutation, type CartMutationConfig } from '../hooks/use-cart-mutation.ts'
import { changeGuestCart, refuseQuantity, type CartAction, type CartChange } from '../cart-action.ts'
import { cartActionKeys } from '../cart-keys.ts'

export interface UpdateCartVariables extends CartChange {
  items: QuantityChange[]
}

/** "Update cart": sets the quantities of the changed lines, all of them or none. */
export function updateCart(variables: UpdateCartVariables): Promise<Cart> {
  const { sign, items } = variables
  if (variables.guest) {
    return changeGuestCart(variables, (cart) => {
      for (const item of items) refuseQuantity(item.quantity, findLine(cart, item)?.stock ?? 0)
      return setQuantities(cart, items)
    })
  }
  return browserApi()
    .shop(sign)
    .request('POST /user/updatecart', { body: { user_id: userStore.get().userInfo?.id, sign, items }, silent: true })
}

export const updateCartAction: CartAction<UpdateCartVariables> = {
  key: cartActionKeys.update,
  run: updateCart,
  apply: (cart, { items }) => setQuantities(cart, items),
  success: msg`Edit successful`,
  failure: msg`Edit failed`,
}

export function useUpdateCart({ mutationConfig }: { mutationConfig?: CartMutationConfig<UpdateCartVariables> } = {}) {
  return useCartMutation(updateCartAction, mutationConfig)
}
