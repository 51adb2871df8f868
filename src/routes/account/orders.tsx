import { lazy, Suspense, useEffect, type ComponentProps } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { parseOrderNo, pageSearch } from '@/lib/search-schemas.ts'
import { Trans } from '@lingui/react/macro'
import { warmQuery } from '@/lib/warm-query.ts'
import { LoginRequired } from '@/ui/login-required.tsx'
import { orderListQueryOptions } from '@/features/orders/api/get-order-list.ts'
import { orderDetailQueryOptions, useOrderDetail } from '@/features/orders/api/get-order-detail.ts'
import { OrderList } from '@/features/orders/components/order-list.tsx'
import { LazyPayOrderForm, loadPayOrderForm } from '@/features/checkout/components/lazy-pay-order-form.tsx'
import { getToken } from '@/lib/user-store.ts'
import { requireCatalogAreas } from '@/lib/i18n.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

const searchSchema = (search: Record<string, unknown>): { page?: number; order_no?: string; return?: 1 } => ({
  ...pageSearch(search),
  order_no: parseOrderNo(search.order_no),
  // The history's "Return or exchange" opens the order with its form open.
  return: String(search.return) === '1' ? 1 : undefined,
})
const pageSize = 10
// An order's detail (its lines, address, delivery and Pay now, with checkout's messages) loads when
// an order is opened, beside the order itself: the history's list does not carry it.
const loadOrderDetailView = () =>
  Promise.all([import('@/features/orders/components/order-detail-view.tsx'), requireCatalogAreas(['checkout'])]).then(([module]) => module)
const OrderDetailView = lazy(() => loadOrderDetailView().then((module) => ({ default: module.OrderDetailView })))
// Returns (their form, photos and timeline) come with an opened order too, with the line's policy
// in short and its words.
const OrderReturns = lazy(() =>
  Promise.all([
    import('@/features/orders/components/order-returns.tsx'),
    import('@/features/returns/components/policy-summary.tsx'),
    requireCatalogAreas(['returns']),
  ]).then(([returns, { PolicySummary }]) => ({
    default: (props: Omit<ComponentProps<typeof returns.OrderReturns>, 'policySummary'>) => (
      <returns.OrderReturns {...props} policySummary={PolicySummary} />
    ),
  })),
)

// Not guarded (spec §6). An order's detail opens here with ?order_no=.
export const Route = createFileRoute('/account/orders')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) => {
    if (!getToken()) return undefined
    return deps.order_no
      ? warmQuery(queryClient, orderDetailQueryOptions(deps.order_no, locale))
      : warmQuery(queryClient, orderListQueryOptions(deps.page ?? 1, pageSize, locale))
  },
  head: ({ match }) => ownPageHead(accountTitles.orders, match),
  component: OrdersPage,
})

function OrdersPage() {
  const { page = 1, order_no: orderNo, return: startReturn } = Route.useSearch()
  return (
    <LoginRequired>
      <section>
        <h1>
          <Trans>Order history</Trans>
        </h1>
        {orderNo ? (
          <OrderDetail orderNo={orderNo} startReturn={startReturn === 1} />
        ) : (
          <OrderList page={page} pageSize={pageSize} shopTo="/electric-scooter" />
        )}
      </section>
    </LoginRequired>
  )
}

function OrderDetail({ orderNo, startReturn }: { orderNo: string; startReturn: boolean }) {
  const order = useOrderDetail(orderNo)
  useEffect(() => {
    void loadOrderDetailView().catch(() => undefined)
    void loadPayOrderForm().catch(() => undefined)
  }, [])
  const back = (
    <Link to="/account/orders">
      <Trans>Back to order history</Trans>
    </Link>
  )
  return (
    <QueryState
      query={order}
      notFound={
        <div className="state">
          <p>
            <Trans>Order not found.</Trans>
          </p>
          {back}
        </div>
      }
    >
      {(data) => (
        <Suspense fallback={null}>
          <OrderDetailView
            order={data}
            back={back}
            payNow={
              data.payable && data.payment_method !== 'cod' ? <LazyPayOrderForm order={data} onPaid={() => void order.refetch()} /> : null
            }
          />
          <OrderReturns order={data} startOpen={startReturn} />
        </Suspense>
      )}
    </QueryState>
  )
}
