import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { CategoriesTable } from '@/features/admin/components/categories-table.tsx'
import { categoryListSearch, type CategoryListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/categories')({
  validateSearch: categoryListSearch,
  head: () => ({ meta: [{ title: 'Categories · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: CategoriesPage,
})

function CategoriesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = (next: Partial<CategoryListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })
  return (
    <AdminShell permission="catalogue">
      <CategoriesTable search={search} onSearch={onSearch} />
    </AdminShell>
  )
}
