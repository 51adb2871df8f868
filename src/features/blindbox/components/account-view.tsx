import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Price } from '@/ui/price.tsx'
import { useDraws } from '../api/get-draws.ts'
import { useLedger } from '../api/get-ledger.ts'
import { useWallet } from '../api/get-wallet.ts'
import { BirthDateForm } from './birth-date-form.tsx'
import { LedgerTable } from './ledger-table.tsx'

/** The shopper's balance, prizes and wallet ledger. */
export function AccountView() {
  const wallet = useWallet()
  const draws = useDraws()
  const ledger = useLedger()
  return (
    <section className="box-account">
      <h1>
        <Trans>My blind boxes</Trans>
      </h1>
      {wallet.data ? (
        <p className="box-account__balance">
          <Trans>Balance:</Trans> <Price usdMinor={wallet.data.balance} />{' '}
          <Link to="/blindBoxes/recharge" className="button">
            <Trans>Top up</Trans>
          </Link>
        </p>
      ) : null}
      {wallet.data && !wallet.data.date_of_birth ? <BirthDateForm /> : null}
      <h2>
        <Trans>My prizes</Trans>
      </h2>
      {draws.data && draws.data.list.length === 0 ? (
        <p>
          <Trans>No prizes yet.</Trans>{' '}
          <Link to="/blindBoxes">
            <Trans>Choose a series</Trans>
          </Link>
        </p>
      ) : null}
      <ul className="box-prizes">
        {draws.data?.list.map((draw) => (
          <li key={draw.draw_no}>
            <Link to="/blindBoxes/order" search={{ id: draw.draw_no }}>
              <img src={draw.prize.image} alt="" width={64} height={64} loading="lazy" />
              <span>{draw.prize.name}</span>
            </Link>
            <span className="box-prizes__status">
              {draw.status === 'kept' ? <Trans>Kept</Trans> : draw.status === 'resold' ? <Trans>Resold</Trans> : <Trans>Shipping</Trans>}
            </span>
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Wallet ledger</Trans>
      </h2>
      {ledger.data ? <LedgerTable entries={ledger.data.ledger} /> : null}
    </section>
  )
}
