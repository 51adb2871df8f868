import { deferredPiece } from '@/ui/deferred-piece.tsx'

// The enquiry form hydrates once its page is idle (src/lib/deferred-pieces.ts): the page's words
// come first, the form library (12.5 KB gzip) after.
export const PartnershipForm = deferredPiece(() => import('./components/partnership-form.tsx').then((module) => module.PartnershipForm))
