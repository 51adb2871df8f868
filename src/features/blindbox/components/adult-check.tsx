import { lazy, Suspense, useEffect } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { rememberPath } from '@/lib/session.ts'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { useWallet } from '../api/get-wallet.ts'

// Only a signed-in shop account without a date of birth sees this form, once: it loads with the
// wallet that says so, not with every visit's page.
const loadBirthDateForm = () => import('./birth-date-form.tsx')
const BirthDateForm = lazy(() => loadBirthDateForm().then((module) => ({ default: module.BirthDateForm })))

/**
 * Before a first draw: a visitor is asked to create a blind-box account (with a date of birth)
 * or log in, and comes back here after; a shop account without a date of birth adds it once.
 */
export function AdultCheck() {
  const loggedIn = useIsLoggedIn()
  const wallet = useWallet()
  const router = useRouter()
  useEffect(() => {
    if (loggedIn) void loadBirthDateForm().catch(() => undefined)
  }, [loggedIn])
  if (!loggedIn) {
    const comeBack = () => rememberPath(router.state.location.href)
    return (
      <section className="box-signup">
        <p>
          <Trans>Blind boxes are sold to adults only. Create your blind-box account with your date of birth, or log in, to draw.</Trans>
        </p>
        <p>
          <Link to="/blindBoxes/register" className="button button--primary" onClick={comeBack}>
            <Trans>Create a blind-box account</Trans>
          </Link>{' '}
          <Link to="/account/login" onClick={comeBack}>
            <Trans>Log in to draw</Trans>
          </Link>
        </p>
      </section>
    )
  }
  return wallet.data && !wallet.data.date_of_birth ? (
    <Suspense fallback={null}>
      <BirthDateForm />
    </Suspense>
  ) : null
}
