import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Customers } from '@/features/admin/components/sections/customers.tsx'

export const Route = createFileRoute('/admin/customers')({
  loader: () => adminTitle('/admin/customers'),
  head: adminHead,
  component: () => <AdminShell permission="customers.read">{(operator) => <Customers role={operator.role} />}</AdminShell>,
})
