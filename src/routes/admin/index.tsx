import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { AdminHome } from '@/features/admin/components/admin-home.tsx'

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell>
      <AdminHome />
    </AdminShell>
  ),
})
