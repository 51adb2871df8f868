import { msg } from '@lingui/core/macro'
import type { Cart } from '#contract/cart.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'
import { addLine, findLine, type GoodsSnapshot } from '../cart-lines.ts'
import { useCartMutation, type CartMutationConfig } from '../hooks/use-cart-mutation.ts'
import { changeGuestCart, refuseQuantity, type CartAction, type CartChange } from '../cart-action.ts'
import { cartActionKeys } from '../cart-keys.ts'

export interface AddToCartVariables extends CartChange {
  goods: GoodsSnapshot
  size: string
  quantity: number
  /** Sent as Idempotency-Key: a replayed add is applied once. */
  requestId: string
}

export function addToCart(variables: AddToCartVariables): Promise<Cart> {
  const { sign, goods, size, quantity, requestId } = variables
  if (variables.guest) {
    return changeGuestCart(variables, (cart) => {
      refuseQuantity((findLine(cart, { goods_id: goods.id, size })?.quantity ?? 0) + quantity, goods.stock)
      return addLine(cart, goods, size, quantity)
    })
  }
  return browserApi()
    .shop(sign)
    .request('POST /user/addcart', {
      body: { user_id: userStore.get().userInfo?.id, sign, goods_id: goods.id, size, quantity },
      headers: { 'Idempotency-Key': requestId },
      silent: true,
    })
}

export const addToCartAction: CartAction<AddToCartVariables> = {
  key: cartActionKeys.add,
  run: addToCart,
  apply: (cart, { goods, size, quantity }) => addLine(cart, goods, size, quantity),
  success: msg`Add successful`,
  failure: msg`Add failed`,
}

export function useAddToCart({ mutationConfig }: { mutationConfig?: CartMutationConfig<AddToCartVariables> } = {}) {
  return useCartMutation(addToCartAction, mutationConfig)
}
