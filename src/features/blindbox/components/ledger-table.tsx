import { Trans } from '@lingui/react/macro'
import { Price } from '@/ui/price.tsx'
import type { LedgerEntry } from '#contract/blindbox.ts'

function KindName({ kind }: { kind: LedgerEntry['kind'] }) {
  if (kind === 'recharge') return <Trans>Top-up</Trans>
  if (kind === 'draw') return <Trans>Draw</Trans>
  if (kind === 'forfeit') return <Trans>Forfeited</Trans>
  return <Trans>Resale</Trans>
}

export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0)
    return (
      <p>
        <Trans>No entries yet.</Trans>
      </p>
    )
  return (
    <table className="box-ledger">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Entry</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
          <th scope="col">
            <Trans>Balance</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.created_at.slice(0, 10)}</td>
            <td>
              <KindName kind={entry.kind} />
            </td>
            <td>
              {entry.amount < 0 ? '−' : '+'}
              <Price usdMinor={Math.abs(entry.amount)} />
            </td>
            <td>
              <Price usdMinor={entry.balance_after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
