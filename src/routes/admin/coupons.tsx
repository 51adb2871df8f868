import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { Coupons } from '@/features/admin/components/sections/coupons.tsx'

export const Route = createFileRoute('/admin/coupons')({
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: () => (
    <AdminShell permission="coupons">
      <Coupons />
    </AdminShell>
  ),
})
