import { createFileRoute } from '@tanstack/react-router'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle, adminTitles } from '@/features/admin/page-title.ts'
import { AdminShell } from '@/features/admin/components/admin-shell.tsx'
import { CatalogueImport } from '@/features/admin/components/catalogue-import.tsx'

export const Route = createFileRoute('/admin/products/import')({
  loader: () => adminTitle(adminTitles.importProducts),
  head: adminHead,
  component: CatalogueImportPage,
})

function CatalogueImportPage() {
  return (
    <AdminShell permission="catalogue">
      <CatalogueImport />
    </AdminShell>
  )
}
