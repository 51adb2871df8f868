import { deferredPiece } from '@/ui/deferred-piece.tsx'

// The top-up's card form hydrates once its page is idle (src/lib/deferred-pieces.ts), with the form library.
export const RechargeForm = deferredPiece(() => import('./components/recharge-form.tsx').then((module) => module.RechargeForm))
