import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Rates } from '@/features/admin/components/sections/rates.tsx'

export const Route = createFileRoute('/admin/rates')({
  loader: () => adminTitle('/admin/rates'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <Rates />
    </AdminShell>
  ),
})
