import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '@/features/admin/components/admin-page.tsx'
import { SetPassword } from '@/features/admin/components/set-password.tsx'

export const Route = createFileRoute('/admin/set-password')({
  // A plain reader, not a zod schema: every route file's options ride in every page's first bundle.
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  head: () => ({ meta: [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }] }),
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
