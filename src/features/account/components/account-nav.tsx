import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { LogoutButton } from './logout-button.tsx'
import './account.css'
import './account-layout.css'

/** The account pages' own navigation, for a logged-in shopper. */
export function AccountNav() {
  const { t } = useLingui()
  const loggedIn = useIsLoggedIn()
  if (!loggedIn) return null
  return (
    <nav className="account-nav" aria-label={t`My account`}>
      <Link to="/account/information" activeProps={{ 'aria-current': 'page' }}>
        <Trans>Account details</Trans>
      </Link>
      <Link to="/account/address" activeProps={{ 'aria-current': 'page' }}>
        <Trans>Addresses</Trans>
      </Link>
      <Link to="/account/orders" activeProps={{ 'aria-current': 'page' }}>
        <Trans>Orders</Trans>
      </Link>
      <LogoutButton />
    </nav>
  )
}
