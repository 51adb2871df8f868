import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '@/features/account/deferred.ts'
import { useMergeGuestCarts } from '@/features/cart/hooks/use-merge-guest-carts.ts'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

export const Route = createFileRoute('/account/login')({
  loader: () => LoginForm.ready(),
  head: ({ match }) => ownPageHead(accountTitles.login, match),
  component: LoginPage,
})

function LoginPage() {
  // The guest's cart (CART__) joins the account's before the shopper leaves this page.
  const mergeGuestCarts = useMergeGuestCarts()
  return <LoginForm onLoggedIn={mergeGuestCarts} />
}
