import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ProductsTable } from '@/features/admin/components/products-table.tsx'
import { productListSearch, type ProductListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/products/')({
  validateSearch: productListSearch,
  loader: () => adminTitle('/admin/products'),
  head: adminHead,
  component: ProductsPage,
})

function ProductsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = (next: Partial<ProductListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })
  return (
    <AdminShell>
      <ProductsTable search={search} onSearch={onSearch} />
    </AdminShell>
  )
}
