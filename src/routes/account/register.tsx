import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '@/features/account/deferred.ts'
import { useMergeGuestCarts } from '@/features/cart/hooks/use-merge-guest-carts.ts'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

export const Route = createFileRoute('/account/register')({
  loader: () => RegisterForm.ready(),
  head: ({ match }) => ownPageHead(accountTitles.register, match),
  component: RegisterPage,
})

function RegisterPage() {
  // A new account starts logged in, so the guest's cart joins it as at login.
  const mergeGuestCarts = useMergeGuestCarts()
  return <RegisterForm onLoggedIn={mergeGuestCarts} />
}
