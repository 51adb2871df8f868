import { useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PayOrderBody } from '#contract/payments.ts'
import { isOnlinePaymentMethod, payFailedCode, type OnlinePaymentMethod } from '#contract/payment-rules.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/ui/toast-store.ts'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import { usePayOrder } from '../api/pay-order.ts'
import { CardForm, type CardFormHandle } from './card-form.tsx'
import { paymentMethodLabels } from './payment-labels.ts'
import { StripeCardNote } from './stripe-card-note.tsx'
import { AlipayInWechatNote } from './alipay-in-wechat.tsx'
import { useWechatInPage } from '../wechat/use-wechat-in-page.ts'
import type { ProductLine } from '#contract/lines.ts'
import './checkout.css'

interface PayOrderFormProps {
  order: { order_no: string; line: ProductLine; payment_method: string }
  /** Paid: the page re-reads the order. */
  onPaid?: () => void
}

/**
 * Pay now, for an unpaid order or one whose payment failed: by card (tokenised in the card
 * form) or by wallet (the browser goes to the wallet's page and comes back to the thanks page).
 */
export function PayOrderForm({ order, onPaid }: PayOrderFormProps) {
  const { t, i18n } = useLingui()
  const pay = usePayOrder()
  const card = useRef<CardFormHandle>(null)
  const config = usePaymentConfig().data
  // With Stripe the card is typed into Stripe's Payment Element on the order page, after this call.
  const stripeCard = config?.card_gateway === 'stripe'
  const offered = (config?.methods ?? []).filter(isOnlinePaymentMethod)
  const [chosen, setMethod] = useState<OnlinePaymentMethod>(isOnlinePaymentMethod(order.payment_method) ? order.payment_method : 'card')
  const method = offered.length === 0 || offered.includes(chosen) ? chosen : offered[0]
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Inside WeChat: WeChat Pay in the page; Alipay, whose page WeChat blocks, only with a note.
  const wechat = useWechatInPage()
  const [checking, setChecking] = useState(false)
  // One key per attempt: a retry after a timeout repeats the same attempt, not a second charge.
  const attempt = useRef<{ key: string; body: string }>(undefined)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A blind-box prize's order was paid from the blind-box balance: never paid here.
    const line = order.line
    if (line === 'box') return
    setProblem(undefined)
    setBusy(true)
    try {
      if (method === 'wechat' && wechat.inPage) {
        const { payOrderInWechat } = await import('../wechat/pay-in-wechat.ts')
        const result = await payOrderInWechat({ order_no: order.order_no, line })
        // ok only means WeChat's sheet closed paid: the order page follows the signed notification.
        if (result === 'ok') {
          setChecking(true)
          onPaid?.()
        }
        if (result === 'fail') setProblem(t`Pay failed!`)
        return
      }
      let body: PayOrderBody
      if (method === 'card' && stripeCard) {
        body = { order_no: order.order_no, payment_method: 'card' }
      } else if (method === 'card') {
        const token = await card.current?.tokenize()
        if (!token) return
        body = { order_no: order.order_no, payment_method: 'card', card_token: token.token, last4: token.last4, brand: token.brand }
      } else {
        body = { order_no: order.order_no, payment_method: method }
      }
      const text = JSON.stringify(body)
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text }
      await pay.mutateAsync({ line, body, idempotencyKey: attempt.current.key })
      attempt.current = undefined
      toast.success(t`Pay successful!`)
      onPaid?.()
    } catch (error) {
      // The wallet's page is opening: nothing to say here.
      if (error instanceof ApiError && error.kind === 'redirect') return
      if (error instanceof ApiError && error.code === payFailedCode) attempt.current = undefined
      setProblem(
        error instanceof ApiError && error.code === payFailedCode ? t`Pay failed!` : error instanceof Error ? error.message : String(error),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="checkout-step pay-order" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="checkout-choices">
        <legend>
          <Trans>Pay now</Trans>
        </legend>
        {offered.map((option) => (
          <label key={option} className="checkout-choice">
            <input
              type="radio"
              name={`pay-method-${order.order_no}`}
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            {i18n._(paymentMethodLabels[option])}
          </label>
        ))}
      </fieldset>
      {method === 'card' && stripeCard ? <StripeCardNote /> : method === 'card' ? <CardForm ref={card} /> : null}
      {method === 'alipay' && wechat.inWechat ? <AlipayInWechatNote /> : null}
      {checking ? (
        <p className="checkout-note" role="status">
          <Trans>Checking your payment…</Trans>
        </p>
      ) : null}
      {problem ? (
        <p className="field__error checkout__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="checkout__actions">
        <span />
        {method === 'alipay' && wechat.inWechat ? null : (
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            <Trans>Pay now</Trans>
          </button>
        )}
      </div>
    </form>
  )
}
