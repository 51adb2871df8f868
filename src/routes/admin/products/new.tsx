import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { NewProduct } from '@/features/admin/components/product-editor.tsx'

export const Route = createFileRoute('/admin/products/new')({
  head: () => ({ meta: [{ title: 'New product · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: NewProductPage,
})

function NewProductPage() {
  const navigate = Route.useNavigate()
  const opened = (id: number) => void navigate({ to: '/admin/products/$productId', params: { productId: String(id) } })
  return (
    <AdminShell>
      <NewProduct onCreated={opened} />
    </AdminShell>
  )
}
