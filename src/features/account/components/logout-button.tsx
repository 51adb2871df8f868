import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLogout } from '../hooks/use-logout.ts'

export function LogoutButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useLingui()
  const logout = useLogout()
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => {
        setPending(true)
        void logout().finally(() => setPending(false))
      }}
    >
      {pending ? t`Logging out…` : t`Log out`}
    </button>
  )
}
