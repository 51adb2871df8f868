// What other features may use of checkout: the card form (sandbox card provider), Stripe's
// Payment Element, the WeChat Pay QR code and the note on where a Stripe card goes.
export { CardForm, type CardFormHandle } from './components/card-form.tsx'
export { LazyStripeCardPayment } from './components/lazy-stripe-card.tsx'
export { StripeCardNote } from './components/stripe-card-note.tsx'
export { WechatQr } from './components/wechat-qr.tsx'
export { AlipayInWechatNote } from './components/alipay-in-wechat.tsx'
export { useWechatInPage } from './wechat/use-wechat-in-page.ts'
/** WeChat's in-page payment (authorisation, WeixinJSBridge): loaded only when a shopper in WeChat pays with WeChat. */
export const loadWechatPay = () => import('./wechat/pay-in-wechat.ts')
