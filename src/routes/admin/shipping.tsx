import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Shipping } from '@/features/admin/components/sections/shipping.tsx'

export const Route = createFileRoute('/admin/shipping')({
  loader: () => adminTitle('/admin/shipping'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <Shipping />
    </AdminShell>
  ),
})
