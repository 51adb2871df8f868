import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle, adminTitles } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ReturnDetail } from '@/features/admin/components/return-detail.tsx'

export const Route = createFileRoute('/admin/returns/$returnNo')({
  loader: () => adminTitle(adminTitles.return),
  head: adminHead,
  component: ReturnPage,
})

function ReturnPage() {
  const { returnNo } = Route.useParams()
  return (
    <AdminShell>
      <ReturnDetail key={returnNo} returnNo={returnNo} />
    </AdminShell>
  )
}
