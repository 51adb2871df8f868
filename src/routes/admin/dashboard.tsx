import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Dashboard } from '@/features/admin/components/sections/dashboard.tsx'

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="orders.read">
      <Dashboard />
    </AdminShell>
  ),
})
