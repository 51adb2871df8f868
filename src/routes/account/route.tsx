import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { AccountNav } from '@/features/account/components/account-nav.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

export const Route = createFileRoute('/account')({
  component: AccountLayout,
})

function AccountLayout() {
  return (
    <>
      <header className="account-layout__header container">
        <Link to="/" className="button button--ghost">
          <Trans>Back to home</Trans>
        </Link>
        <LocaleToggle />
      </header>
      <main className="container account-layout__main">
        <AccountNav />
        <Outlet />
      </main>
    </>
  )
}
