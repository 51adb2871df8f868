import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireLogin } from '@/features/account/require-login.ts'

// Spec §2: /account goes to /account/information, and only with a login.
export const Route = createFileRoute('/account/')({
  beforeLoad: ({ location }) => {
    requireLogin(location.href)
    throw redirect({ to: '/account/information', replace: true })
  },
})
