import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  approveReturnBody,
  refundWithoutReturnBody,
  rejectReturnBody,
  shipReplacementBody,
  warrantyOutcomeBody,
  type AdminReturn,
} from '#contract/returns.ts'
import { formatMinor } from '@/lib/money.ts'
import { FormField } from '@/ui/form-field.tsx'
import {
  useApproveReturn,
  useReceiveReturn,
  useRefundReturn,
  useRefundWithoutReturn,
  useRejectReturn,
  useShipReplacement,
  useUploadReturnLabel,
  useWarrantyOutcome,
} from '../api/returns.ts'
import { returnStateLabels } from './labels.ts'
import { useProblems } from './problem-message.ts'
import { RefundSplit } from './refund-split.tsx'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** What the operator may do with the claim in its state; the returns' part of the order's state table has the last word. */
export function ReturnActions({ claim }: { claim: AdminReturn }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const no = claim.return_no
  const approve = useApproveReturn(no)
  const label = useUploadReturnLabel(no)
  const reject = useRejectReturn(no)
  const withoutReturn = useRefundWithoutReturn(no)
  const receive = useReceiveReturn(no)
  const refund = useRefundReturn(no)
  const ship = useShipReplacement(no)
  const outcome = useWarrantyOutcome(no)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState<string>()
  const [warrantyEnd, setWarrantyEnd] = useState<'repaired' | 'replacement' | 'refund'>('replacement')
  // The answer is the return as it now is: its new state says what happened.
  const said = (data: AdminReturn | undefined) => (data ? t`Done: the return is now ${i18n._(returnStateLabels[data.state])}.` : undefined)
  const after = { onSuccess: ({ data }: { data?: AdminReturn }) => setDone(said(data)) }
  const failure = [approve, label, reject, withoutReturn, receive, refund, ship, outcome].find((action) => action.error)?.error?.message
  const money = (minor: number) => formatMinor(minor, claim.currency, i18n.locale)
  const { state, kind } = claim

  const submitApprove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = approveReturnBody.safeParse({
      address: text(form, 'address'),
      parcel_reference: text(form, 'parcel_reference'),
      send_within_days: Number(text(form, 'send_within_days') || 14),
    })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    const file = form.get('label')
    approve.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        setDone(said(data))
        if (file instanceof File && file.size > 0) label.mutate(file, after)
      },
    })
  }
  const submitLabel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('label')
    if (!(file instanceof File) || file.size === 0) return setFields({ label: t`Choose the label's PDF file.` })
    setFields({})
    label.mutate(file, after)
  }
  const submitReason =
    (name: string, schema: typeof rejectReturnBody | typeof refundWithoutReturnBody, action: typeof reject, confirm: string) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const parsed = schema.safeParse({ reason: text(new FormData(event.currentTarget), 'reason') })
      if (!parsed.success)
        return setFields(Object.fromEntries(Object.entries(toProblems(parsed.error)).map(([key, problem]) => [`${name}.${key}`, problem])))
      setFields({})
      if (window.confirm(confirm)) action.mutate(parsed.data.reason, after)
    }
  const submitReceive = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    receive.mutate(
      {
        lines: claim.lines.map((line) => ({ line_id: line.line_id, resellable: form.get(`resellable-${line.line_id}`) === 'yes' })),
        note: text(form, 'note'),
      },
      after,
    )
  }
  const submitShip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = shipReplacementBody.safeParse({ carrier: text(form, 'carrier'), tracking_no: text(form, 'tracking_no') })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    ship.mutate(parsed.data, after)
  }
  const submitOutcome = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = warrantyOutcomeBody.safeParse({
      outcome: warrantyEnd,
      note: text(form, 'note'),
      ...(warrantyEnd === 'refund' ? {} : { carrier: text(form, 'carrier'), tracking_no: text(form, 'tracking_no') }),
    })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    outcome.mutate(parsed.data, after)
  }

  const reasonForm = (name: string, action: typeof reject, schema: typeof rejectReturnBody, button: string, confirm: string) => (
    <form className="admin-form__row" onSubmit={submitReason(name, schema, action, confirm)} noValidate aria-label={button}>
      <FormField label={t`Reason (the customer reads it)`} error={fields[`${name}.reason`]}>
        {(control) => <textarea {...control} name="reason" rows={2} />}
      </FormField>
      <button type="submit" disabled={action.isPending}>
        {button}
      </button>
    </form>
  )

  const shipFields = (
    <>
      <FormField label={t`Carrier`} error={fields.carrier}>
        {(control) => <input {...control} name="carrier" />}
      </FormField>
      <FormField label={t`Tracking number`} error={fields.tracking_no}>
        {(control) => <input {...control} name="tracking_no" />}
      </FormField>
    </>
  )

  return (
    <section aria-labelledby="return-actions-heading" className="admin-panel">
      <h2 id="return-actions-heading">
        <Trans>Actions</Trans>
      </h2>
      {done ? <p role="status">{done}</p> : null}
      {failure ? (
        <p role="alert" className="admin-failure">
          {failure}
        </p>
      ) : null}

      {state === 'requested' ? (
        <>
          <form className="admin-form" onSubmit={submitApprove} noValidate aria-label={t`Approve`}>
            <h3>
              <Trans>Approve with return instructions</Trans>
            </h3>
            <FormField label={t`Return address`} error={fields.address}>
              {(control) => <textarea {...control} name="address" rows={3} />}
            </FormField>
            <FormField label={t`Reference to write on the parcel`} error={fields.parcel_reference}>
              {(control) => <input {...control} name="parcel_reference" defaultValue={no} />}
            </FormField>
            <FormField label={t`Days to send it back`} error={fields.send_within_days}>
              {(control) => <input {...control} name="send_within_days" type="number" min={1} max={90} defaultValue={14} />}
            </FormField>
            <FormField label={t`Return label (PDF, optional)`} error={fields.label}>
              {(control) => <input {...control} name="label" type="file" accept="application/pdf" />}
            </FormField>
            <button type="submit" disabled={approve.isPending || label.isPending}>
              <Trans>Approve</Trans>
            </button>
          </form>
          {reasonForm('reject', reject, rejectReturnBody, t`Reject`, t`Reject this request? The customer is e-mailed the reason.`)}
          <h3>
            <Trans>Refund without return</Trans>
          </h3>
          <p>
            <Trans>When sending it back costs more than it is worth: the customer keeps the goods and is refunded.</Trans>
          </p>
          {claim.refund_preview ? <RefundSplit split={claim.refund_preview} label={t`What the refund would give back`} /> : null}
          {reasonForm(
            'without',
            withoutReturn,
            refundWithoutReturnBody,
            t`Refund without return`,
            t`Refund ${claim.refund_preview ? money(claim.refund_preview.total) : ''} without the goods coming back?`,
          )}
        </>
      ) : null}

      {state === 'approved' ? (
        <>
          {claim.instructions && !claim.instructions.label_url ? (
            <form className="admin-form__row" onSubmit={submitLabel} noValidate aria-label={t`Upload return label`}>
              <FormField label={t`Return label (PDF)`} error={fields.label}>
                {(control) => <input {...control} name="label" type="file" accept="application/pdf" />}
              </FormField>
              <button type="submit" disabled={label.isPending}>
                <Trans>Upload label</Trans>
              </button>
            </form>
          ) : null}
          <form className="admin-form" onSubmit={submitReceive} noValidate aria-label={t`Mark received`}>
            <h3>
              <Trans>Parcel received and inspected</Trans>
            </h3>
            {claim.lines.map((line) => (
              <fieldset key={line.line_id} className="admin-choice">
                <legend>
                  {line.quantity} × {i18n.locale === 'zh-cn' ? line.name_zh || line.name_en : line.name_en} {line.size}
                </legend>
                <label>
                  <input type="radio" name={`resellable-${line.line_id}`} value="yes" defaultChecked />{' '}
                  <Trans>Resellable: back to stock</Trans>
                </label>
                <label>
                  <input type="radio" name={`resellable-${line.line_id}`} value="no" /> <Trans>Written off</Trans>
                </label>
              </fieldset>
            ))}
            <FormField label={t`Inspection note`}>{(control) => <textarea {...control} name="note" rows={2} />}</FormField>
            <button type="submit" disabled={receive.isPending}>
              <Trans>Mark received</Trans>
            </button>
          </form>
        </>
      ) : null}

      {state === 'received' && kind === 'refund' ? (
        <div className="admin-form admin-refund">
          {claim.refund_preview ? <RefundSplit split={claim.refund_preview} label={t`What the refund gives back`} /> : null}
          <button
            type="button"
            disabled={refund.isPending}
            onClick={() =>
              window.confirm(
                t`Refund ${claim.refund_preview ? money(claim.refund_preview.total) : ''} through the order's payment gateway?`,
              ) && refund.mutate(undefined, after)
            }
          >
            <Trans>Refund through the gateway</Trans>
          </button>
        </div>
      ) : null}

      {state === 'received' && kind === 'exchange' ? (
        <form className="admin-form__row" onSubmit={submitShip} noValidate aria-label={t`Ship replacement`}>
          {shipFields}
          <button type="submit" disabled={ship.isPending}>
            <Trans>Ship replacement</Trans>
          </button>
        </form>
      ) : null}

      {state === 'received' && kind === 'warranty' ? (
        <form className="admin-form" onSubmit={submitOutcome} noValidate aria-label={t`Warranty outcome`}>
          <FormField label={t`Outcome`}>
            {(control) => (
              <select
                {...control}
                value={warrantyEnd}
                onChange={(event) =>
                  setWarrantyEnd(
                    event.target.value === 'repaired' ? 'repaired' : event.target.value === 'refund' ? 'refund' : 'replacement',
                  )
                }
              >
                <option value="replacement">{t`Replaced: a new one is shipped`}</option>
                <option value="repaired">{t`Repaired and sent back`}</option>
                <option value="refund">{t`Refunded`}</option>
              </select>
            )}
          </FormField>
          {warrantyEnd === 'refund' ? null : <div className="admin-form__row">{shipFields}</div>}
          <FormField label={t`Note`}>{(control) => <textarea {...control} name="note" rows={2} />}</FormField>
          <button type="submit" disabled={outcome.isPending}>
            <Trans>Record outcome</Trans>
          </button>
        </form>
      ) : null}

      {state === 'approved' || state === 'received'
        ? reasonForm('reject', reject, rejectReturnBody, t`Reject`, t`Reject this return? The customer is e-mailed the reason.`)
        : null}
    </section>
  )
}
