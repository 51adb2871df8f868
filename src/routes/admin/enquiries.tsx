import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Enquiries } from '@/features/admin/components/sections/enquiries.tsx'

export const Route = createFileRoute('/admin/enquiries')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="enquiries">
      <Enquiries />
    </AdminShell>
  ),
})
