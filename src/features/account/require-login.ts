import { redirect } from '@tanstack/react-router'
import { rememberPath } from '@/lib/session.ts'
import { getToken } from '@/lib/user-store.ts'

/**
 * The route guard of /account and /account/information (spec §2, §6): without a stored token,
 * remember where the shopper wanted to go and send them to the login page.
 */
export function requireLogin(href: string): void {
  if (getToken()) return
  rememberPath(href)
  throw redirect({ to: '/account/login' })
}
