import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useOrderReturnRows } from '../api/returns.ts'
import { returnKindLabels, returnReasonLabels, returnStateLabels } from './labels.ts'

/** The order's returns and claims on its page, each leading to where it is settled. */
export function OrderReturnRows({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useLingui()
  const rows = useOrderReturnRows(orderNo)
  const list = rows.data?.list ?? []
  if (rows.error) return <p role="alert">{rows.error.message}</p>
  if (list.length === 0) return null
  return (
    <section aria-labelledby="order-returns-heading" className="admin-panel">
      <h2 id="order-returns-heading">
        <Trans>Returns and claims</Trans>
      </h2>
      <table className="admin-table" aria-label={t`Returns of this order`}>
        <tbody>
          {list.map((row) => (
            <tr key={row.return_no}>
              <td>
                <Link to="/admin/returns/$returnNo" params={{ returnNo: row.return_no }}>
                  {row.return_no}
                </Link>
              </td>
              <td>{i18n._(returnKindLabels[row.kind])}</td>
              <td>{i18n._(returnReasonLabels[row.reason])}</td>
              <td>{i18n._(returnStateLabels[row.state])}</td>
              <td>{i18n.date(row.updated_at, { dateStyle: 'short', timeStyle: 'short' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
