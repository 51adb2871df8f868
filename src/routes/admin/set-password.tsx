import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '@/features/admin/api/list-search.ts'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminPage } from '@/features/admin/components/admin-page.tsx'
import { SetPassword } from '@/features/admin/components/set-password.tsx'

export const Route = createFileRoute('/admin/set-password')({
  // A plain reader, not a zod schema: every route file's options ride in every page's first bundle.
  validateSearch: tokenSearch,
  loader: () => adminTitle(),
  head: adminHead,
  component: SetPasswordPage,
})

function SetPasswordPage() {
  const { token } = Route.useSearch()
  return (
    <AdminPage>
      <main className="admin">
        <SetPassword token={token} />
      </main>
    </AdminPage>
  )
}
