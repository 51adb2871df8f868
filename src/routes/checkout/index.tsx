import { createFileRoute, redirect } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { cartSigns } from '#contract/cart-rules.ts'
import { oneOf } from '@/lib/search-schemas.ts'
import { rememberPath } from '@/lib/session.ts'
import { userStore, useUser } from '@/lib/user-store.ts'
import { toast } from '@/ui/toast-store.ts'
import { checkoutSteps, completedSteps, reachableStep } from '@/features/checkout/hooks/checkout-progress.ts'
import { Checkout } from '@/features/checkout/components/checkout.tsx'
import { CartLink } from './-components/cart-link.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { checkoutTitles } from '@/features/checkout/page-titles.ts'

const searchSchema = (search: Record<string, unknown>) => ({
  line: oneOf(cartSigns, search.line, 'sco'),
  step: oneOf(checkoutSteps, search.step, 'information'),
})

export const Route = createFileRoute('/checkout/')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, location }) => {
    const { token, userInfo } = userStore.get()
    if (!token) {
      rememberPath(location.href)
      toast.error(i18n._(msg`Please login first!`))
      throw redirect({ to: '/account/login' })
    }
    // A step cannot be skipped: a later step than the one reached goes back to it.
    const reachable = reachableStep(completedSteps(userInfo?.id, search.line), search.step)
    if (reachable !== search.step) throw redirect({ to: '/checkout', search: { line: search.line, step: reachable }, replace: true })
  },
  head: ({ match }) => ownPageHead(checkoutTitles.checkout, match),
  component: CheckoutPage,
})

function CheckoutPage() {
  const { line, step } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { userInfo } = useUser()
  return (
    <main className="container">
      <Checkout
        line={line}
        step={step}
        userId={userInfo?.id}
        accountEmail={userInfo?.email}
        cartLink={<CartLink line={line} />}
        onStep={(next) => void navigate({ search: { line, step: next } })}
        onPlaced={(orderNo, status) => void navigate({ to: '/checkout/thanks', search: { order_no: orderNo, status } })}
      />
    </main>
  )
}
