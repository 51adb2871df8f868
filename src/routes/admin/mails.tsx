import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { FailedMails } from '@/features/admin/components/sections/failed-mails.tsx'

export const Route = createFileRoute('/admin/mails')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="orders.write">
      <FailedMails />
    </AdminShell>
  ),
})
