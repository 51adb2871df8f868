import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { SaleRules } from '@/features/admin/components/sections/sale-rules.tsx'

export const Route = createFileRoute('/admin/sale-rules')({
  loader: () => adminTitle('/admin/sale-rules'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <SaleRules />
    </AdminShell>
  ),
})
