// What other features may use of checkout: the card form (sandbox card provider), Stripe's
// Payment Element, the WeChat Pay QR code and the note on where a Stripe card goes.
export { CardForm, type CardFormHandle } from './components/card-form.tsx'
export { LazyStripeCardPayment } from './components/lazy-stripe-card.tsx'
export { StripeCardNote } from './components/stripe-card-note.tsx'
export { WechatQr } from './components/wechat-qr.tsx'
