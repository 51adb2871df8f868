import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { oneOf, parseOrderNo } from '@/lib/search-schemas.ts'
import { Trans } from '@lingui/react/macro'
import { warmQuery } from '@/lib/warm-query.ts'
import { orderDetailQueryOptions, useOrderDetail } from '@/features/orders/api/get-order-detail.ts'
import { OrderConfirmation } from '@/features/orders/components/order-confirmation.tsx'
import { LazyPayOrderForm, loadPayOrderForm } from '@/features/checkout/components/lazy-pay-order-form.tsx'
import { WalletWaiting } from '@/features/checkout/components/wallet-waiting.tsx'
import { NotFoundState } from '@/ui/not-found-state.tsx'
import { useUser } from '@/lib/user-store.ts'
import { requireCatalogAreas } from '@/lib/i18n.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { checkoutTitles } from '@/features/checkout/page-titles.ts'

// status=checking: WeChat's in-page payment said ok; the page says so until the notification settles it.
const searchSchema = (search: Record<string, unknown>): { order_no: string; status?: 'failed' | 'success' | 'checking' } => ({
  order_no: parseOrderNo(search.order_no) ?? '',
  status: search.status === undefined ? undefined : oneOf(['failed', 'success', 'checking'] as const, search.status, 'success'),
})

// Only a guest is offered an account here: its form (the form library, the account's words) loads when offered.
const GuestSignUp = lazy(() =>
  Promise.all([import('@/features/account/components/guest-sign-up.tsx'), requireCatalogAreas(['account'])]).then(([module]) => ({
    default: module.GuestSignUp,
  })),
)

export const Route = createFileRoute('/checkout/thanks')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ orderNo: search.order_no }),
  loader: ({ context: { queryClient, locale }, deps }) =>
    deps.orderNo ? warmQuery(queryClient, orderDetailQueryOptions(deps.orderNo, locale)) : undefined,
  head: ({ match }) => ownPageHead(checkoutTitles.orderConfirmed, match),
  component: ThanksPage,
})

function ThanksPage() {
  const { order_no: orderNo, status } = Route.useSearch()
  const order = useOrderDetail(orderNo)
  // Pay now loads while the order is read, not after it.
  useEffect(() => void loadPayOrderForm().catch(() => undefined), [])
  const { userInfo } = useUser()
  // Offered to a guest, and kept on the page once the guest became an account (it says so).
  const [offerAccount, setOfferAccount] = useState(false)
  if (userInfo?.guest && !offerAccount) setOfferAccount(true)
  const { refetch: readAgain } = order
  const refetch = useCallback(() => void readAgain(), [readAgain])
  const notFound = (
    <NotFoundState
      title={<Trans>Order not found.</Trans>}
      back={
        <Link to="/" className="button">
          <Trans>Continue shopping</Trans>
        </Link>
      }
    />
  )
  return (
    <main className="container">
      {orderNo ? (
        <QueryState query={order} notFound={notFound}>
          {(data) => (
            <OrderConfirmation
              order={data}
              failed={status === 'failed' || data.status === 'payment_failed'}
              payNow={
                <>
                  {status === 'checking' && data.status === 'pending' ? (
                    <p className="checkout-note" role="status">
                      <Trans>Checking your payment…</Trans>
                    </p>
                  ) : null}
                  {status !== 'failed' ? <WalletWaiting orderNo={data.order_no} status={data.status} onSettled={refetch} /> : null}
                  <LazyPayOrderForm order={data} onPaid={refetch} />
                </>
              }
              links={
                <>
                  {offerAccount && userInfo ? (
                    <Suspense fallback={null}>
                      <GuestSignUp
                        guest={userInfo}
                        name={[data.shipping_address?.first_name, data.shipping_address?.last_name].filter(Boolean).join(' ')}
                        phone={data.contact.phone || data.shipping_address?.phone || ''}
                      />
                    </Suspense>
                  ) : null}
                  <p className="checkout__actions">
                    <Link to="/account/orders" search={{ order_no: data.order_no }}>
                      <Trans>View order</Trans>
                    </Link>
                    <Link to="/" className="button">
                      <Trans>Continue shopping</Trans>
                    </Link>
                  </p>
                </>
              }
            />
          )}
        </QueryState>
      ) : (
        notFound
      )}
    </main>
  )
}
