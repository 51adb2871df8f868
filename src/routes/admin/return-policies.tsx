import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ReturnPolicies } from '@/features/admin/components/sections/return-policies.tsx'

export const Route = createFileRoute('/admin/return-policies')({
  loader: () => adminTitle('/admin/return-policies'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <ReturnPolicies />
    </AdminShell>
  ),
})
