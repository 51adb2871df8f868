import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Rates } from '@/features/admin/components/sections/rates.tsx'

export const Route = createFileRoute('/admin/rates')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="settings">
      <Rates />
    </AdminShell>
  ),
})
