import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { AdminHome } from '@/features/admin/components/admin-home.tsx'

export const Route = createFileRoute('/admin/')({
  loader: () => adminTitle('/admin'),
  head: adminHead,
  component: () => (
    <AdminShell>
      <AdminHome />
    </AdminShell>
  ),
})
