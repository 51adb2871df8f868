import { deferredPiece } from '@/ui/deferred-piece.tsx'

// The checkout's steps and the guest's start are forms: they hydrate once the page is idle
// (src/lib/deferred-pieces.ts), so the form library and the address rules, countries and delivery
// they check are not part of what the page loads first.
export const Checkout = deferredPiece(() => import('./components/checkout.tsx').then((module) => module.Checkout))
export const GuestStart = deferredPiece(() => import('./guest/guest-start.tsx').then((module) => module.GuestStart))
