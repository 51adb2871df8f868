import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Dashboard } from '@/features/admin/components/sections/dashboard.tsx'

export const Route = createFileRoute('/admin/dashboard')({
  loader: () => adminTitle('/admin/dashboard'),
  head: adminHead,
  component: () => (
    <AdminShell permission="orders.read">
      <Dashboard />
    </AdminShell>
  ),
})
