import { createFileRoute, redirect, useLocation } from '@tanstack/react-router'
import { cartLines } from '#contract/lines.ts'
import { oneOf } from '@/lib/search-schemas.ts'
import { userStore, useUser } from '@/lib/user-store.ts'
import { useMergeGuestCarts } from '@/features/cart/hooks/use-merge-guest-carts.ts'
import { guestContact } from '@/features/checkout/guest/guest-api.ts'
import { checkoutSteps, completedSteps, reachableStep } from '@/features/checkout/hooks/checkout-progress.ts'
import { Checkout, GuestStart } from '@/features/checkout/deferred.ts'
import { CartLink } from './-components/cart-link.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { checkoutTitles } from '@/features/checkout/page-titles.ts'

const searchSchema = (search: Record<string, unknown>) => ({
  line: oneOf(cartLines, search.line, 'sco'),
  step: oneOf(checkoutSteps, search.step, 'information'),
})

export const Route = createFileRoute('/checkout/')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    // A shopper without a login checks out as a guest: the page asks for a contact first (GuestStart),
    // and no step is reached before it. A step cannot be skipped: a later step than the one reached goes back to it.
    const reachable = reachableStep(completedSteps(userStore.get().userInfo?.id, search.line), search.step)
    if (reachable !== search.step) throw redirect({ to: '/checkout', search: { line: search.line, step: reachable }, replace: true })
  },
  loader: () => Promise.all([Checkout.ready(), GuestStart.ready()]),
  head: ({ match }) => ownPageHead(checkoutTitles.checkout, match),
  component: CheckoutPage,
})

function CheckoutPage() {
  const { line, step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { token, userInfo } = useUser()
  const mergeGuestCarts = useMergeGuestCarts()
  const location = useLocation()
  if (!token)
    return (
      <main className="container">
        <GuestStart returnTo={location.href} onStarted={mergeGuestCarts} />
      </main>
    )
  return (
    <main className="container">
      <Checkout
        line={line}
        step={step}
        userId={userInfo?.id}
        accountEmail={userInfo?.guest ? guestContact(userInfo) : userInfo?.email}
        cartLink={<CartLink line={line} />}
        onStep={(next) => void navigate({ search: { line, step: next } })}
        onPlaced={(orderNo, status) => void navigate({ to: '/checkout/thanks', search: { order_no: orderNo, status } })}
      />
    </main>
  )
}
