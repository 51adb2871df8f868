import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { LinesTable } from '@/features/admin/components/lines-table.tsx'

export const Route = createFileRoute('/admin/lines')({
  loader: () => adminTitle('/admin/lines'),
  head: adminHead,
  component: () => (
    <AdminShell permission="catalogue">
      <LinesTable />
    </AdminShell>
  ),
})
