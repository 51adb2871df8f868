import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { OrderDetail } from '@/features/admin/components/order-detail.tsx'

export const Route = createFileRoute('/admin/orders/$orderNo')({
  head: () => ({ meta: [{ title: 'Order · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: OrderPage,
})

function OrderPage() {
  const { orderNo } = Route.useParams()
  return (
    <AdminShell>
      <OrderDetail key={orderNo} orderNo={orderNo} />
    </AdminShell>
  )
}
