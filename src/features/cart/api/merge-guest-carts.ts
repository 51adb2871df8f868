import type { MergeCartBody, MergeCartResult } from '#contract/cart.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'

/** Adds a guest's CART__ lines to the account's carts on the server (once per merge_id). */
export function mergeGuestCarts(body: MergeCartBody): Promise<MergeCartResult> {
  return browserApi()
    .shop('sco')
    .request('POST /user/mergecart', { body: { ...body, user_id: userStore.get().userInfo?.id } })
}
