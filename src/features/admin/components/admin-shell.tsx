import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { z } from 'zod'
import { can, type operatorMe, type Permission } from '#contract/admin.ts'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import { useOperator, useSignOut } from '../api/operator-session.ts'
import { adminSections } from './admin-sections.ts'
import { AdminPage } from './admin-page.tsx'
import { SignIn } from './sign-in.tsx'

type Operator = z.infer<typeof operatorMe>
type ShellProps = {
  /** What the screen needs; without it the screen shows to every operator. */
  permission?: Permission
  children: ReactNode | ((operator: Operator) => ReactNode)
}

function Shell({ permission, children }: ShellProps) {
  const { i18n, t } = useLingui()
  const operator = useOperator()
  const signOut = useSignOut()
  if (!operator.data) {
    return (
      <main className="admin">
        <LocaleToggle />
        {operator.isLoading ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <SignIn />
        )}
      </main>
    )
  }
  const { email, role } = operator.data
  return (
    <main className="admin">
      <header className="admin-bar">
        <strong>
          <Trans>Back office</Trans>
        </strong>
        <nav aria-label={t`Back office sections`} className="admin-nav">
          {adminSections
            .filter((section) => section.permission === null || can(role, section.permission))
            .map((section) => (
              <Link
                key={section.to}
                to={section.to}
                activeOptions={{ exact: section.to === '/admin', includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {i18n._(section.label)}
              </Link>
            ))}
        </nav>
        <span>
          {email} ({role})
        </span>
        <LocaleToggle />
        <button type="button" onClick={() => signOut.mutate()}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      {permission && !can(role, permission) ? (
        <p role="alert">
          <Trans>Your role does not allow this.</Trans>
        </p>
      ) : typeof children === 'function' ? (
        children(operator.data)
      ) : (
        children
      )}
    </main>
  )
}

/** Every signed-in /admin screen: the strings loaded, the sign-in until there is a session, the sections. */
export function AdminShell(props: ShellProps) {
  return (
    <AdminPage>
      <Shell {...props} />
    </AdminPage>
  )
}
