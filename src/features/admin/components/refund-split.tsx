import { Trans, useLingui } from '@lingui/react/macro'
import type { RefundSplitAnswer } from '#contract/returns.ts'
import { formatMinor } from '@/lib/money.ts'

/** How a refund splits into goods, delivery and duties and taxes, as the server worked it out. */
export function RefundSplit({ split, label }: { split: RefundSplitAnswer; label: string }) {
  const { i18n } = useLingui()
  const money = (minor: number) => formatMinor(minor, split.currency, i18n.locale)
  return (
    <table className="admin-table admin-split" aria-label={label}>
      <caption>{label}</caption>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Goods</Trans>
          </th>
          <td>{money(split.goods)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Delivery</Trans>
          </th>
          <td>{money(split.delivery)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Duties and taxes</Trans>
          </th>
          <td>{money(split.duties_taxes)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td>
            <strong>{money(split.total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  )
}
