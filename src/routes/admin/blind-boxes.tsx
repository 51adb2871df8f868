import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { BlindBoxOdds } from '@/features/admin/components/sections/odds.tsx'

export const Route = createFileRoute('/admin/blind-boxes')({
  loader: () => adminTitle('/admin/blind-boxes'),
  head: adminHead,
  component: () => (
    <AdminShell permission="settings">
      <BlindBoxOdds />
    </AdminShell>
  ),
})
