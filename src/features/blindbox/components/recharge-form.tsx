import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isOnlinePaymentMethod, type OnlinePaymentMethod } from '#contract/payment-rules.ts'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import { Price } from '@/ui/price.tsx'
import {
  AlipayInWechatNote,
  CardForm,
  LazyStripeCardPayment,
  loadWechatPay,
  StripeCardNote,
  useWechatInPage,
  WechatQr,
  type CardFormHandle,
} from '@/features/checkout/index.ts'
import { browserApi } from '@/lib/api.ts'
import { getUserId } from '../api/user-id.ts'
import { useLedger } from '../api/get-ledger.ts'
import { useRecharge, type RechargeAnswer } from '../api/use-recharge.ts'
import { useWallet } from '../api/get-wallet.ts'

const presets = [1000, 2000, 5000, 10_000]

/**
 * Tops up through the shop's payment providers, as checkout pays: a wallet (Alipay, WeChat Pay),
 * or a card (the card form of the sandbox provider, or Stripe's Payment Element). The balance
 * moves when the payment is verified; this page watches the top-up until it is.
 */
export function RechargeForm({ rechargeNo }: { rechargeNo?: string }) {
  const { t } = useLingui()
  const base = useId()
  const config = usePaymentConfig()
  const methods = (config.data?.methods ?? []).filter(isOnlinePaymentMethod)
  const stripeCard = config.data?.card_gateway === 'stripe'
  const [amount, setAmount] = useState(presets[0]!)
  const [chosen, setMethod] = useState<OnlinePaymentMethod>('alipay')
  const method = methods.length === 0 || methods.includes(chosen) ? chosen : methods[0]!
  const card = useRef<CardFormHandle>(null)
  // The top-up just started here; a pending one is finished on this page (Stripe's card form, WeChat Pay's QR code).
  const [waiting, setWaiting] = useState<RechargeAnswer>()
  const recharge = useRecharge(setWaiting)
  const wallet = useWallet()
  const [busy, setBusy] = useState(false)
  const [inPage, setInPage] = useState<{ rechargeNo?: string; failed?: boolean }>()
  const watched = rechargeNo ?? waiting?.recharge_no ?? inPage?.rechargeNo
  const ledger = useLedger(watched ? 2000 : false, watched)
  const returned = watched ? ledger.data?.recharges.find((row) => row.recharge_no === watched) : undefined
  const labels: Record<OnlinePaymentMethod, string> = { alipay: t`Alipay`, wechat: t`WeChat Pay`, card: t`Credit card` }
  // Inside WeChat: WeChat Pay in the page (its code loaded only then); Alipay only with a note.
  const wechat = useWechatInPage()
  const payInWechat = async () => {
    const { topUpInWechat } = await loadWechatPay()
    const started = await topUpInWechat(amount, () =>
      browserApi()
        .box()
        .request('POST /user/blindbox/recharge', { body: { amount, payment_method: 'wechat', user_id: getUserId() } }),
    )
    if (started.result !== 'leaving')
      setInPage({ rechargeNo: started.result === 'ok' ? started.rechargeNo : undefined, failed: started.result === 'fail' })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setWaiting(undefined)
    setInPage(undefined)
    if (method === 'wechat' && wechat.inPage) {
      setBusy(true)
      try {
        await payInWechat()
      } catch {
        setInPage({ failed: true })
      } finally {
        setBusy(false)
      }
      return
    }
    if (method === 'card' && !stripeCard) {
      const token = await card.current?.tokenize()
      if (token) recharge.mutate({ amount, payment_method: 'card', card_token: token.token })
      return
    }
    recharge.mutate({ amount, payment_method: method })
  }

  const settledHere = returned && returned.state !== 'pending'
  return (
    <section className="box-recharge">
      <h1>
        <Trans>Top up</Trans>
      </h1>
      {wallet.data ? (
        <p>
          <Trans>Balance:</Trans> <Price usdMinor={wallet.data.balance} />
        </p>
      ) : null}
      {returned ? (
        <p role="status">
          {returned.state === 'succeeded' ? (
            <Trans>
              Top-up of <Price usdMinor={returned.amount} /> received.
            </Trans>
          ) : returned.state === 'failed' ? (
            <Trans>This top-up was not paid.</Trans>
          ) : (
            <Trans>Waiting for the payment to be confirmed…</Trans>
          )}{' '}
          <Link to="/blindBoxes">
            <Trans>Choose a series</Trans>
          </Link>
        </p>
      ) : null}
      {waiting && !settledHere && waiting.client_secret && waiting.publishable_key ? (
        <LazyStripeCardPayment
          clientSecret={waiting.client_secret}
          publishableKey={waiting.publishable_key}
          returnUrl={`${window.location.origin}/blindBoxes/recharge?no=${waiting.recharge_no}`}
          onConfirmed={() => void ledger.refetch()}
        />
      ) : null}
      {waiting && !settledHere && waiting.qr_svg ? <WechatQr svg={waiting.qr_svg} /> : null}
      <form className="box-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>
            <Trans>Amount</Trans>
          </legend>
          {presets.map((preset) => (
            <label key={preset} className="box-choice">
              <input type="radio" name={`${base}-amount`} checked={amount === preset} onChange={() => setAmount(preset)} />{' '}
              <Price usdMinor={preset} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>
            <Trans>Payment method</Trans>
          </legend>
          {methods.map((option) => (
            <label key={option} className="box-choice">
              <input type="radio" name={`${base}-method`} checked={method === option} onChange={() => setMethod(option)} /> {labels[option]}
            </label>
          ))}
        </fieldset>
        {method === 'card' ? stripeCard ? <StripeCardNote /> : <CardForm ref={card} /> : null}
        {inPage?.failed ? (
          <p className="field__error" role="alert">
            <Trans>Pay failed!</Trans>
          </p>
        ) : null}
        {method === 'alipay' && wechat.inWechat ? (
          <AlipayInWechatNote />
        ) : (
          <button type="submit" className="button button--primary" disabled={recharge.isPending || busy || methods.length === 0}>
            {t`Pay`}
          </button>
        )}
      </form>
    </section>
  )
}
