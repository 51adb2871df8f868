import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ReturnsTable } from '@/features/admin/components/returns-table.tsx'
import { returnListSearch, type ReturnListSearch } from '@/features/admin/api/list-search.ts'

export const Route = createFileRoute('/admin/returns/')({
  validateSearch: returnListSearch,
  loader: () => adminTitle('/admin/returns'),
  head: adminHead,
  component: ReturnsPage,
})

function ReturnsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = (next: Partial<ReturnListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })
  return (
    <AdminShell>
      <ReturnsTable search={search} onSearch={onSearch} />
    </AdminShell>
  )
}
