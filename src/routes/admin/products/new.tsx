import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle, adminTitles } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { NewProduct } from '@/features/admin/components/product-editor.tsx'

export const Route = createFileRoute('/admin/products/new')({
  loader: () => adminTitle(adminTitles.newProduct),
  head: adminHead,
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
