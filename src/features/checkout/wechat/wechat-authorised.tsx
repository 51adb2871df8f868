import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '@/ui/toast-store.ts'
import { completeWechatAuthorisation, payOrderInWechat, topUpInWechat, wechatPayReturn, type WechatPayResult } from './pay-in-wechat.ts'
import { browserApi } from '@/lib/api.ts'
import { userStore } from '@/lib/user-store.ts'

const thanksStatus = { ok: 'checking', fail: 'failed', cancel: undefined, leaving: undefined } as const

/**
 * Where WeChat's authorise page sends the shopper back (?code=…&state=…): the server checks the
 * state and keeps the openid; this page drops code and state from the address at once and goes
 * on paying what the state was for. Refused → the payment step again with "Pay failed!".
 */
export function WechatAuthorised({ code, state }: { code?: string; state?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  // The state works once: React's second effect run in development must not send it again.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    window.history.replaceState(window.history.state, '', window.location.pathname)
    const back = wechatPayReturn()
    const toOrder = (orderNo: string, result: WechatPayResult) =>
      navigate({ to: '/checkout/thanks', search: { order_no: orderNo, status: thanksStatus[result] }, replace: true })
    const toTopUp = (result: WechatPayResult, rechargeNo?: string) => {
      if (result === 'fail') toast.error(t`Pay failed!`)
      return navigate({ to: '/blindBoxes/recharge', search: { no: result === 'ok' ? rechargeNo : undefined }, replace: true })
    }
    const run = async () => {
      let next
      try {
        next = await completeWechatAuthorisation({ code, state })
      } catch {
        if (back?.target === 'order') return toOrder(back.no, 'fail')
        return toTopUp('fail')
      }
      try {
        if (next.target === 'order' && next.no && next.line)
          return toOrder(next.no, await payOrderInWechat({ order_no: next.no, line: next.line }))
        const amount = next.amount ?? 0
        const { result, rechargeNo } = await topUpInWechat(amount, () =>
          browserApi()
            .box()
            .request('POST /user/blindbox/recharge', {
              body: { amount, payment_method: 'wechat', user_id: userStore.get().userInfo?.id },
            }),
        )
        return toTopUp(result, rechargeNo)
      } catch {
        return next.target === 'order' && next.no ? toOrder(next.no, 'fail') : toTopUp('fail')
      }
    }
    void run()
  }, [code, state, navigate, t])
  return (
    <main className="container">
      <p className="checkout-note" role="status">
        <Trans>Checking your payment…</Trans>
      </p>
    </main>
  )
}
