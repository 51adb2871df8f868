import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { Session } from '#contract/account.ts'
import { userStore } from '@/lib/user-store.ts'

/** Only paths inside this shop: a stored `//evil.example` must not send anyone away. */
function isOwnPath(path: string | undefined): path is string {
  return Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/account/login'))
}

/**
 * After a login or a registration: keep the token and user info (TOKEN__, USER__INFO__), let
 * the page finish its own work (the guest cart merge), then return to the remembered page
 * (PATH__), else `home` (the account page unless the form says otherwise).
 */
export function useCompleteLogin(onLoggedIn?: () => Promise<void>, home?: string): (session: Session) => Promise<void> {
  const navigate = useNavigate()
  return useCallback(
    async (session: Session) => {
      const { redirectPath } = userStore.get()
      userStore.set((state) => ({ ...state, token: session.token, userInfo: session.userInfo, redirectPath: undefined }))
      await onLoggedIn?.()
      if (isOwnPath(redirectPath)) await navigate({ href: redirectPath })
      else if (isOwnPath(home)) await navigate({ href: home })
      else await navigate({ to: '/account/information' })
    },
    [navigate, onLoggedIn, home],
  )
}
