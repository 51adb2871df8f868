import { createFileRoute } from '@tanstack/react-router'
import { tokenSearch } from '@/features/admin/api/list-search.ts'
import { adminHead } from '@/features/admin/page-head.ts'
import { adminTitle } from '@/features/admin/page-title.ts'
import { AdminPage } from '@/features/admin/components/admin-page.tsx'
import { RequestPasswordReset, ResetPassword } from '@/features/admin/components/reset-password.tsx'

export const Route = createFileRoute('/admin/reset-password')({
  // A plain reader, not a zod schema: every route file's options ride in every page's first bundle.
  validateSearch: tokenSearch,
  loader: () => adminTitle(),
  head: adminHead,
  component: ResetPasswordPage,
})

/** Without a token: ask for the e-mailed link; with the link's token: choose the new password. */
function ResetPasswordPage() {
  const { token } = Route.useSearch()
  return (
    <AdminPage>
      <main className="admin">{token ? <ResetPassword token={token} /> : <RequestPasswordReset />}</main>
    </AdminPage>
  )
}
