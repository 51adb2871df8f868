import { useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderDetail } from '#contract/orders.ts'
import { FormField } from '@/ui/form-field.tsx'
import { searchOrder } from './guest-api.ts'
import './guest.css'

interface OrderLookupProps {
  orderNo: string
  /** Why the shopper is here (a refused order link), said above the form. */
  reason?: string
  /** The order found, shown by the route (the orders feature's view). */
  children: (order: OrderDetail) => ReactNode
}

/** Finds an order by its number and the e-mail or mobile number given at checkout (GET /searchorder). */
export function OrderLookup({ orderNo: givenOrderNo, reason, children }: OrderLookupProps) {
  const { t } = useLingui()
  const [orderNo, setOrderNo] = useState(givenOrderNo)
  const [contact, setContact] = useState('')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [found, setFound] = useState<OrderDetail>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6,40}$/.test(orderNo.trim()) || contact.trim().length < 3) {
      setProblem(t`Enter the order number and the email or mobile phone number you gave at checkout.`)
      return
    }
    setProblem(undefined)
    setBusy(true)
    try {
      setFound(await searchOrder(orderNo.trim(), contact.trim()))
    } catch (error) {
      setFound(undefined)
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  if (found) return children(found)
  return (
    <section className="guest-start guest-start--single">
      <form className="guest-start__card" noValidate onSubmit={(event) => void submit(event)}>
        <h1>
          <Trans>Find your order</Trans>
        </h1>
        {reason ? (
          <p className="guest-start__alert" role="alert">
            {reason}
          </p>
        ) : null}
        <FormField label={<Trans>Order number</Trans>}>
          {(control) => (
            <input {...control} name="order_no" value={orderNo} onChange={(event) => setOrderNo(event.target.value)} inputMode="numeric" />
          )}
        </FormField>
        <FormField label={<Trans>Email or mobile phone number</Trans>} error={problem}>
          {(control) => (
            <input {...control} name="contact" value={contact} onChange={(event) => setContact(event.target.value)} autoComplete="email" />
          )}
        </FormField>
        <button type="submit" className="button" disabled={busy}>
          <Trans>Find order</Trans>
        </button>
      </form>
    </section>
  )
}
