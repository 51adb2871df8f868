import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { LoginRequired } from '@/ui/login-required.tsx'
import { AccountView } from '@/features/blindbox/components/account-view.tsx'

export const Route = createFileRoute('/blindBoxes/account')({
  head: ({ match }) => staticHead('blindBoxAccount', match),
  component: () => (
    <LoginRequired>
      <AccountView />
    </LoginRequired>
  ),
})
