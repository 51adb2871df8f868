import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ProductsTable } from '@/features/admin/components/products-table.tsx'
import { productListSearch, type ProductListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/products/')({
  validateSearch: productListSearch,
  head: () => ({ meta: [{ title: 'Products · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
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
