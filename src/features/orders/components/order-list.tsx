import { Link } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { QueryState } from '@/ui/query-state.tsx'
import { useOrderList } from '../api/get-order-list.ts'
import { useOrderFormat } from '../hooks/use-order-format.ts'
import { orderStateInWords, paymentTypeLabels } from './order-labels.ts'
import './orders.css'

/** Order history lives in the account; an order opens there with `?order_no=`. */
const ordersPage = '/account/orders'

interface OrderListProps {
  page: number
  pageSize?: number
  /** Where to shop when there are no orders yet. */
  shopTo?: RoutePath
}

/** Order history (spec §3): what was bought (first item's picture and name), number, date, payment type, state in words, total. */
export function OrderList({ page, pageSize = 10, shopTo = '/' }: OrderListProps) {
  const { t, i18n } = useLingui()
  const orders = useOrderList(page, pageSize)
  const format = useOrderFormat()
  return (
    <QueryState query={orders}>
      {(data) =>
        data.list.length === 0 && page === 1 ? (
          <div className="state">
            <p>
              <Trans>You haven't placed any orders yet.</Trans>
            </p>
            <Link to={shopTo} className="button">
              <Trans>Start shopping</Trans>
            </Link>
          </div>
        ) : (
          <>
            <table className="order-list">
              <caption className="visually-hidden">
                <Trans>Order history</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Order</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Payment type</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Total</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((order) => (
                  <tr key={order.order_no}>
                    <th scope="row" className="order-list__order">
                      {order.first_item?.thumb ? (
                        <img src={order.first_item.thumb} alt="" width={56} height={56} loading="lazy" decoding="async" />
                      ) : null}
                      <span className="order-list__what">
                        <Link to={ordersPage} search={{ order_no: order.order_no }} aria-label={t`Order ${order.order_no}`}>
                          {order.first_item ? order.first_item.goods_name : `#${order.order_no}`}
                        </Link>
                        {order.fulfillment_status === 'completed' ? (
                          <Link to={ordersPage} search={{ order_no: order.order_no, return: 1 }} className="order-list__return">
                            <Trans>Return or exchange</Trans>
                          </Link>
                        ) : null}
                        <span className="order-list__more">
                          {order.item_count > 1 ? (
                            <Plural value={order.item_count - 1} one="and # more item" other="and # more items" />
                          ) : null}{' '}
                          #{order.order_no}
                        </span>
                      </span>
                    </th>
                    <td data-label={t`Date`}>{format.date(order.placed_at)}</td>
                    <td data-label={t`Payment type`}>{i18n._(paymentTypeLabels[order.payment_method])}</td>
                    <td data-label={t`Status`}>
                      <span className={`order-status order-status--${order.status}`}>{i18n._(orderStateInWords(order))}</span>
                    </td>
                    <td data-label={t`Total`}>
                      {format.money(order.total, order.currency)}
                      {order.duties_taxes_total > 0 ? (
                        <small className="order-list__duties">
                          {' '}
                          <Trans>incl. duties and taxes {format.money(order.duties_taxes_total, order.currency)}</Trans>
                        </small>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <OrderPages page={page} pages={Math.max(1, Math.ceil(data.total / pageSize))} />
          </>
        )
      }
    </QueryState>
  )
}

function OrderPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className="order-pages" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link to={ordersPage} search={{ page: page - 1 }} rel="prev" className="button button--ghost">
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <span aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <Link to={ordersPage} search={{ page: page + 1 }} rel="next" className="button button--ghost">
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
