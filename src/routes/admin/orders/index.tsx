import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { OrdersTable } from '@/features/admin/components/orders-table.tsx'
import { orderListSearch, type OrderListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/orders/')({
  validateSearch: orderListSearch,
  loader: () => adminTitle('/admin/orders'),
  head: adminHead,
  component: OrdersPage,
})

function OrdersPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = (next: Partial<OrderListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })
  return (
    <AdminShell>
      <OrdersTable search={search} onSearch={onSearch} />
    </AdminShell>
  )
}
