import { createStore, useStore } from './external-store.ts'
import { readStorage, StorageKey, writeStorage } from './storage.ts'

/** Header badge counts (spec §3): the summed quantities of each line's cart, default 0. */
export interface CartCounts {
  scoCartNum: number
  bootCartNum: number
  eneCartNum: number
}

export const emptyCartCounts: CartCounts = { scoCartNum: 0, bootCartNum: 0, eneCartNum: 0 }

export const cartCountsStore = createStore<CartCounts>(
  { ...emptyCartCounts, ...readStorage<Partial<CartCounts>>(StorageKey.cartCounts) },
  (counts) => writeStorage(StorageKey.cartCounts, counts),
  emptyCartCounts,
)

export const useCartCount = (key: keyof CartCounts) => useStore(cartCountsStore, (counts) => counts[key])

export function resetCartCounts(): void {
  cartCountsStore.set(emptyCartCounts)
}
