import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { CatalogueImport } from '@/features/admin/components/catalogue-import.tsx'

export const Route = createFileRoute('/admin/products/import')({
  head: () => ({ meta: [{ title: 'Import and export products · Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: CatalogueImportPage,
})

function CatalogueImportPage() {
  return (
    <AdminShell permission="catalogue">
      <CatalogueImport />
    </AdminShell>
  )
}
