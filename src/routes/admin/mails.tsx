import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { FailedMails } from '@/features/admin/components/sections/failed-mails.tsx'

export const Route = createFileRoute('/admin/mails')({
  loader: () => adminTitle('/admin/mails'),
  head: adminHead,
  component: () => (
    <AdminShell permission="orders.write">
      <FailedMails />
    </AdminShell>
  ),
})
