import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { CategoriesTable } from '@/features/admin/components/categories-table.tsx'
import { categoryListSearch, type CategoryListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/categories')({
  validateSearch: categoryListSearch,
  loader: () => adminTitle('/admin/categories'),
  head: adminHead,
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
