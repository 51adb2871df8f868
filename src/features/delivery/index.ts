// The delivery feature as the rest of the app uses it: the product page's and cart's delivery line.
export { DeliveryLine } from './components/delivery-line.tsx'
export { DutiesLabel } from './components/duties-note.tsx'
