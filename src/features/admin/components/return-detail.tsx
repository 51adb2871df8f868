import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Timeline } from '@/ui/timeline.tsx'
import { useCan } from '../api/operator-session.ts'
import { useReturn } from '../api/returns.ts'
import { customerText, lineLabels, returnKindLabels, returnReasonLabels, returnStateLabels } from './labels.ts'
import { RefundSplit } from './refund-split.tsx'
import { ReturnActions } from './return-actions.tsx'

/** One return, exchange or claim as the operator settles it: what, why, where it stands, and the actions. */
export function ReturnDetail({ returnNo }: { returnNo: string }) {
  const { t, i18n } = useLingui()
  const allowed = useCan()
  const found = useReturn(returnNo)
  if (found.error) return <p role="alert">{found.error.message}</p>
  if (!found.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const claim = found.data
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const nameOf = (line: { name_en: string; name_zh: string }) => (i18n.locale === 'zh-cn' ? line.name_zh || line.name_en : line.name_en)
  return (
    <section aria-labelledby="return-heading">
      <h1 id="return-heading">
        <Trans>Return {returnNo}</Trans>
      </h1>
      <dl className="admin-facts">
        <div>
          <dt>
            <Trans>State</Trans>
          </dt>
          <dd data-testid="return-state">{i18n._(returnStateLabels[claim.state])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Kind</Trans>
          </dt>
          <dd>{i18n._(returnKindLabels[claim.kind])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd>{i18n._(returnReasonLabels[claim.reason])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>
            <Link to="/admin/orders/$orderNo" params={{ orderNo: claim.order_no }}>
              {claim.order_no}
            </Link>{' '}
            · {i18n._(lineLabels[claim.line])}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Customer</Trans>
          </dt>
          <dd>
            {customerText(i18n, claim.email)} ({claim.locale})
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Asked</Trans>
          </dt>
          <dd>{when(claim.created_at)}</dd>
        </div>
        {claim.serial_number ? (
          <div>
            <dt>
              <Trans>Serial number</Trans>
            </dt>
            <dd>{claim.serial_number}</dd>
          </div>
        ) : null}
      </dl>
      <table className="admin-table" aria-label={t`Items coming back`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Size</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Size wanted</Trans>
            </th>
            <th scope="col">
              <Trans>Inspected</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {claim.lines.map((line) => (
            <tr key={line.line_id}>
              <td>{nameOf(line)}</td>
              <td>{line.size || '—'}</td>
              <td>{line.quantity}</td>
              <td>{line.replacement_size ?? '—'}</td>
              <td>{line.resellable === null ? '—' : line.resellable ? t`Back to stock` : t`Written off`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {claim.note ? <p className="admin-note">{claim.note}</p> : null}
      {claim.photos.length > 0 ? (
        <ul className="admin-photos" aria-label={t`Customer's photos`}>
          {claim.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t`Photo ${index + 1}`} width={96} height={96} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.instructions ? (
        <p>
          <Trans>
            Send back to {claim.instructions.address}, reference {claim.instructions.parcel_reference}, before{' '}
            {when(claim.instructions.send_before)}.
          </Trans>{' '}
          {claim.instructions.label_url ? (
            <a href={claim.instructions.label_url} target="_blank" rel="noreferrer">
              <Trans>Return label (PDF)</Trans>
            </a>
          ) : null}
        </p>
      ) : null}
      {claim.holds.length > 0 ? (
        <p>
          {claim.holds.map((hold) => (
            <span key={`${hold.goods_id}-${hold.size}`}>
              {hold.held ? (
                <Trans>
                  Size {hold.size} × {hold.quantity} held for this exchange.
                </Trans>
              ) : (
                <Trans>
                  Size {hold.size} × {hold.quantity} no longer held.
                </Trans>
              )}{' '}
            </span>
          ))}
        </p>
      ) : null}
      {claim.refund ? <RefundSplit split={claim.refund} label={t`Refunded`} /> : null}
      <h2>
        <Trans>Timeline</Trans>
      </h2>
      <Timeline
        label={t`Where return ${returnNo} stands`}
        steps={[
          ...claim.timeline.map((event, index) => ({
            key: `${event.state}-${index}`,
            title: i18n._(returnStateLabels[event.state]),
            when: when(event.at),
            detail: event.note,
            tone: event.state === 'rejected' || event.state === 'expired' ? ('stop' as const) : ('done' as const),
          })),
        ]}
      />
      {claim.actions.length > 0 ? (
        <table className="admin-table" aria-label={t`Operator actions`}>
          <tbody>
            {claim.actions.map((action, index) => (
              <tr key={index}>
                <td>{when(action.at)}</td>
                <td>{action.action}</td>
                <td>{action.operator ?? '—'}</td>
                <td>{action.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {allowed('orders.write') ? <ReturnActions claim={claim} /> : null}
    </section>
  )
}
