import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReturnState, ShopperReturn } from '#contract/returns.ts'
import { Timeline, type TimelineStep } from '@/ui/timeline.tsx'
import { useOrderFormat } from '../hooks/use-order-format.ts'
import { returnKindLabels, returnNextLabels, returnReasonLabels, returnStateLabels } from './return-labels.ts'

/** One return, exchange or claim: what comes back, and each step with its date. */
export function ReturnTimeline({ claim }: { claim: ShopperReturn }) {
  const { t, i18n } = useLingui()
  const format = useOrderFormat()
  const money = (minor: number) => format.money(minor, claim.refund?.currency ?? '')
  const detailOf = (state: ReturnState, note: string | null): ReactNode => {
    const said = note ? <p>{note}</p> : null
    switch (state) {
      case 'requested':
        return (
          <>
            <p>{i18n._(returnReasonLabels[claim.reason])}</p>
            {claim.note ? <p>{claim.note}</p> : null}
            {claim.serial_number ? (
              <p>
                <Trans>Serial number {claim.serial_number}</Trans>
              </p>
            ) : null}
          </>
        )
      case 'approved':
        return claim.instructions ? (
          <>
            <p>
              <Trans>Send it to:</Trans>
            </p>
            <address className="return-claim__address">{claim.instructions.address}</address>
            <p>
              <Trans>
                Write this reference on the parcel: <strong>{claim.instructions.parcel_reference}</strong>
              </Trans>
            </p>
            <p>
              <Trans>Send it before {format.date(claim.instructions.send_before)}</Trans>
            </p>
            {claim.instructions.label_url ? (
              <p>
                <a href={claim.instructions.label_url} target="_blank" rel="noreferrer">
                  <Trans>Download the return label (PDF)</Trans>
                </a>
              </p>
            ) : null}
          </>
        ) : (
          said
        )
      case 'refunded':
        return claim.refund ? (
          <>
            {claim.without_return ? (
              <p>
                <Trans>Keep the goods: no need to send them back.</Trans>
              </p>
            ) : null}
            <dl className="return-claim__refund">
              <div>
                <dt>
                  <Trans>Goods</Trans>
                </dt>
                <dd>{money(claim.refund.goods)}</dd>
              </div>
              {claim.refund.delivery > 0 ? (
                <div>
                  <dt>
                    <Trans>Delivery</Trans>
                  </dt>
                  <dd>{money(claim.refund.delivery)}</dd>
                </div>
              ) : null}
              {claim.refund.duties_taxes > 0 ? (
                <div>
                  <dt>
                    <Trans>Duties and taxes</Trans>
                  </dt>
                  <dd>{money(claim.refund.duties_taxes)}</dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <Trans>Refunded to your payment</Trans>
                </dt>
                <dd>
                  <strong>{money(claim.refund.total)}</strong>
                </dd>
              </div>
            </dl>
          </>
        ) : (
          said
        )
      case 'replacement_shipped':
      case 'repaired':
        return claim.replacement ? (
          <p>
            <Trans>
              {claim.replacement.carrier}, tracking number <strong>{claim.replacement.tracking_no}</strong>
            </Trans>
          </p>
        ) : (
          said
        )
      case 'rejected':
        return <p>{claim.rejection_reason ?? note}</p>
      default:
        return said
    }
  }
  const steps: TimelineStep[] = claim.timeline.map((event, index) => ({
    key: `${event.state}-${index}`,
    title: i18n._(returnStateLabels[event.state]),
    when: format.date(event.at),
    detail: detailOf(event.state, event.note),
    tone: event.state === 'rejected' || event.state === 'expired' ? 'stop' : 'done',
  }))
  const next = returnNextLabels[claim.state]
  if (next) steps.push({ key: 'next', title: i18n._(next), tone: 'next' })
  const nameOf = (line: { name_en: string; name_zh: string }) => (i18n.locale === 'zh-cn' ? line.name_zh || line.name_en : line.name_en)
  return (
    <article className="return-claim" aria-labelledby={`claim-${claim.return_no}`}>
      <h4 id={`claim-${claim.return_no}`}>
        {i18n._(returnKindLabels[claim.kind])} · {claim.return_no}
      </h4>
      <ul className="return-claim__lines">
        {claim.lines.map((line) => (
          <li key={line.line_id}>
            {line.quantity} × {nameOf(line)}
            {line.size ? ` (${line.size})` : ''}
            {line.replacement_size ? (
              <>
                {' → '}
                <Trans>size {line.replacement_size}</Trans>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Timeline steps={steps} label={t`Where return ${claim.return_no} stands`} />
    </article>
  )
}
