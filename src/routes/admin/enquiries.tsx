import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Enquiries } from '@/features/admin/components/sections/enquiries.tsx'

export const Route = createFileRoute('/admin/enquiries')({
  loader: () => adminTitle('/admin/enquiries'),
  head: adminHead,
  component: () => (
    <AdminShell permission="enquiries">
      <Enquiries />
    </AdminShell>
  ),
})
