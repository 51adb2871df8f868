import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { RegisterForm } from '@/features/account/deferred.ts'
import { useMergeGuestCarts } from '@/features/cart/hooks/use-merge-guest-carts.ts'
import { registerForBlindBoxes } from '@/features/blindbox/api/box-register.ts'

// The blind-box shop's own registration (spec §7 /boxreguser): the shop's fields plus a date of birth.
export const Route = createFileRoute('/blindBoxes/register')({
  loader: () => RegisterForm.ready(),
  head: ({ match }) => staticHead('blindBoxRegister', match),
  component: BlindBoxRegisterPage,
})

function BlindBoxRegisterPage() {
  // A new account starts logged in, so the guest's cart joins it as at login.
  const mergeGuestCarts = useMergeGuestCarts()
  return <RegisterForm onLoggedIn={mergeGuestCarts} withDateOfBirth={registerForBlindBoxes} home="/blindBoxes" />
}
