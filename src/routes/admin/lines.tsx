import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { LinesTable } from '@/features/admin/components/lines-table.tsx'

export const Route = createFileRoute('/admin/lines')({
  head: () => ({ meta: [{ title: 'Product lines · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="catalogue">
      <LinesTable />
    </AdminShell>
  ),
})
