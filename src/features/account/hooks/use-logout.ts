import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { clearSession, rememberPath } from '@/lib/session.ts'
import { logout } from '../api/logout.ts'

/**
 * Spec §4 logout: remember where the shopper is, revoke the token on the server (a network
 * failure does not stop the logout), forget token, user info, cart counts and the user's
 * cached data, then go to the login page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  const navigate = useNavigate()
  return useCallback(async () => {
    rememberPath(router.state.location.href)
    try {
      await logout()
    } catch {
      // Offline or the server is away: the token is forgotten here all the same.
    }
    clearSession(queryClient)
    await navigate({ to: '/account/login' })
  }, [navigate, queryClient, router])
}
