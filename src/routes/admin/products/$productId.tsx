import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle, adminTitles } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ProductEditor } from '@/features/admin/components/product-editor.tsx'

export const Route = createFileRoute('/admin/products/$productId')({
  loader: () => adminTitle(adminTitles.product),
  head: adminHead,
  component: ProductPage,
})

function ProductPage() {
  const { productId } = Route.useParams()
  return (
    <AdminShell>
      <ProductEditor key={productId} productId={Number(productId)} />
    </AdminShell>
  )
}
