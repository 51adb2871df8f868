import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { refundBody, shipBody, type AdminOrder } from '#contract/admin.ts'
import { currencyDigits } from '#contract/money.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useCancelOrder, useDeliverOrder, useRefundOrder, useShipOrder } from '../api/orders.ts'
import { useProblems } from './problem-message.ts'

/** Ship, cancel, refund: staff and owners only. The orders module's state machine has the last word. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const ship = useShipOrder(order.order_no)
  const cancel = useCancelOrder(order.order_no)
  const deliver = useDeliverOrder(order.order_no)
  const deliverable = order.fulfillment_status === 'all_shipped'
  const refund = useRefundOrder(order.order_no)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState<string>()
  const shippable =
    !['all_shipped', 'completed', 'no_deduction'].includes(order.fulfillment_status) && !['canceled', 'refund'].includes(order.status)
  const paid = order.payments.some((payment) => payment.kind === 'charge' && payment.state === 'succeeded')
  const refundable = paid && order.refunded < order.total
  const cancelable = !['canceled', 'refund', 'split'].includes(order.status) && order.fulfillment_status === 'unshipped'
  const left = order.total - order.refunded
  const digits = currencyDigits(order.currency)
  const after = { onSuccess: ({ msg }: { msg: string }) => setDone(msg) }

  const submitShip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = shipBody.safeParse({ carrier: form.get('carrier'), tracking_no: form.get('tracking_no') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    ship.mutate(parsed.data, after)
  }
  const submitRefund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = String(new FormData(event.currentTarget).get('amount') ?? '').trim()
    const amount = typed === '' ? undefined : Math.round(Number(typed) * 10 ** digits)
    const parsed = refundBody.safeParse({ amount })
    if (!parsed.success || (amount !== undefined && amount > left))
      return setFields({ amount: t`Type an amount up to ${(left / 10 ** digits).toFixed(digits)}, or leave it empty to refund the rest.` })
    setFields({})
    if (
      !window.confirm(
        amount === undefined
          ? t`Refund the rest of this order through its payment gateway?`
          : t`Refund ${typed} ${order.currency} through the order's payment gateway?`,
      )
    )
      return
    refund.mutate(parsed.data.amount, after)
  }
  const failure = ship.error?.message ?? cancel.error?.message ?? refund.error?.message ?? deliver.error?.message

  return (
    <section aria-labelledby="actions-heading" className="admin-panel">
      <h2 id="actions-heading">
        <Trans>Actions</Trans>
      </h2>
      {done ? <p role="status">{done}</p> : null}
      {failure ? (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      ) : null}
      {shippable ? (
        <form className="admin-form__row" onSubmit={submitShip} noValidate aria-label={t`Mark shipped`}>
          <FormField label={t`Carrier`} error={fields.carrier}>
            {(control) => <input {...control} name="carrier" />}
          </FormField>
          <FormField label={t`Tracking number`} error={fields.tracking_no}>
            {(control) => <input {...control} name="tracking_no" />}
          </FormField>
          <button type="submit" disabled={ship.isPending}>
            <Trans>Mark shipped</Trans>
          </button>
        </form>
      ) : null}
      {deliverable ? (
        <button type="button" disabled={deliver.isPending} onClick={() => deliver.mutate(undefined, after)}>
          <Trans>Mark delivered</Trans>
        </button>
      ) : null}
      {refundable ? (
        <form className="admin-form__row" onSubmit={submitRefund} noValidate aria-label={t`Refund`}>
          <FormField
            label={t`Refund amount (${order.currency})`}
            hint={t`Empty: the rest, ${(left / 10 ** digits).toFixed(digits)}`}
            error={fields.amount}
          >
            {(control) => <input {...control} name="amount" inputMode="decimal" />}
          </FormField>
          <button type="submit" disabled={refund.isPending}>
            <Trans>Refund</Trans>
          </button>
        </form>
      ) : null}
      {cancelable ? (
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() => window.confirm(t`Cancel this order? Its stock goes back.`) && cancel.mutate(undefined, after)}
        >
          <Trans>Cancel order</Trans>
        </button>
      ) : null}
    </section>
  )
}
