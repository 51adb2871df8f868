import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Coupons } from '@/features/admin/components/sections/coupons.tsx'

export const Route = createFileRoute('/admin/coupons')({
  loader: () => adminTitle('/admin/coupons'),
  head: adminHead,
  component: () => (
    <AdminShell permission="coupons">
      <Coupons />
    </AdminShell>
  ),
})
