import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { LandedCost } from '@/features/admin/components/sections/landed-cost.tsx'

export const Route = createFileRoute('/admin/landed-cost')({
  loader: () => adminTitle('/admin/landed-cost'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <LandedCost />
    </AdminShell>
  ),
})
