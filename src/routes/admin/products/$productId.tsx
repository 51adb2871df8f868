import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { ProductEditor } from '@/features/admin/components/product-editor.tsx'

export const Route = createFileRoute('/admin/products/$productId')({
  head: () => ({ meta: [{ title: 'Product · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
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
