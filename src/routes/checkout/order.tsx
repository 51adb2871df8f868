import { lazy, Suspense, useEffect, useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { parseOrderNo } from '@/lib/search-schemas.ts'
import { keepSession, openGuestOrder } from '@/features/checkout/guest/guest-api.ts'
import { OrderLookup } from '@/features/checkout/guest/order-lookup.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { checkoutTitles } from '@/features/checkout/page-titles.ts'

// The link in a guest's order mails (issue 48): signed for one order, expiring. Opened, it keeps
// the guest's session and shows the order page (pay now included); refused (forged, expired,
// another order's), it says so and offers the look-up by number and e-mail (GET /searchorder).
const searchSchema = (search: Record<string, unknown>): { order_no: string; access: string } => ({
  order_no: parseOrderNo(search.order_no) ?? '',
  access: typeof search.access === 'string' ? search.access.slice(0, 200) : '',
})

// The order shows once the link or the look-up opened it: its detail loads then.
const OrderDetailView = lazy(() =>
  import('@/features/orders/components/order-detail-view.tsx').then((module) => ({ default: module.OrderDetailView })),
)

export const Route = createFileRoute('/checkout/order')({
  validateSearch: searchSchema,
  head: ({ match }) => ownPageHead(checkoutTitles.yourOrder, match),
  component: OrderLinkPage,
})

function OrderLinkPage() {
  const { order_no: orderNo, access } = Route.useSearch()
  const navigate = Route.useNavigate()
  const [refused, setRefused] = useState<string>()
  const opening = Boolean(orderNo && access) && refused === undefined

  useEffect(() => {
    if (!orderNo || !access) return
    let live = true
    openGuestOrder({ order_no: orderNo, access }).then(
      (session) => {
        if (!live) return
        keepSession(session)
        void navigate({ to: '/account/orders', search: { order_no: orderNo }, replace: true })
      },
      (error: unknown) => {
        if (live) setRefused(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      live = false
    }
  }, [orderNo, access, navigate])

  return (
    <main className="container">
      {opening ? (
        <p role="status">
          <Trans>Opening your order…</Trans>
        </p>
      ) : (
        <OrderLookup orderNo={orderNo} reason={refused}>
          {(order) => (
            <Suspense fallback={null}>
              <OrderDetailView
                order={order}
                back={
                  <Link to="/" className="button button--ghost">
                    <Trans>Continue shopping</Trans>
                  </Link>
                }
              />
            </Suspense>
          )}
        </OrderLookup>
      )}
    </main>
  )
}
