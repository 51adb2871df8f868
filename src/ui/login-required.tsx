import type { ReactNode } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { rememberPath } from '@/lib/session.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'

/**
 * The account pages without a route guard (spec §6) show their content to a logged-in
 * shopper and 'Please login first!' to a guest, with a way back here after logging in.
 */
export function LoginRequired({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const navigate = useNavigate()
  if (loggedIn) return <>{children}</>
  const goToLogin = () => {
    rememberPath(router.state.location.href)
    void navigate({ to: '/account/login' })
  }
  return (
    <div className="state account-card">
      {/* For a guest, this is what the page is about. */}
      <h1>
        <Trans>Please login first!</Trans>
      </h1>
      <button type="button" className="button" onClick={goToLogin}>
        <Trans>Log in</Trans>
      </button>
    </div>
  )
}
