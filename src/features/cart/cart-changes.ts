// How each cart change runs, shows and is told, and the guest's CART__: what the cart's mutation
// defaults (mutation-defaults.ts) load with the first change, so a page nobody changes a cart on
// never downloads it. A page with a cart form has it already (its form imports these).
export { addToCartAction } from './api/add-to-cart.ts'
export { updateCartAction } from './api/update-cart.ts'
export { removeFromCartAction } from './api/remove-from-cart.ts'
export { saveCartNoteAction } from './api/save-cart-note.ts'
export { readGuestCart } from './guest-cart.ts'
