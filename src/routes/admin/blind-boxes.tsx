import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { BlindBoxOdds } from '@/features/admin/components/sections/odds.tsx'

export const Route = createFileRoute('/admin/blind-boxes')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="settings">
      <BlindBoxOdds />
    </AdminShell>
  ),
})
