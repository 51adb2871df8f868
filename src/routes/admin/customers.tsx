import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Customers } from '@/features/admin/components/sections/customers.tsx'

export const Route = createFileRoute('/admin/customers')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => <AdminShell permission="customers.read">{(operator) => <Customers role={operator.role} />}</AdminShell>,
})
