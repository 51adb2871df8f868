import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle, adminTitles } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { OrderDetail } from '@/features/admin/components/order-detail.tsx'

export const Route = createFileRoute('/admin/orders/$orderNo')({
  loader: () => adminTitle(adminTitles.order),
  head: adminHead,
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
