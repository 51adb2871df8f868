import { createFileRoute, Outlet } from '@tanstack/react-router'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

// The official site's layout (titled OfficialWebsite): the home page and /404, above the
// footer with the ways to pay; each page draws its own header (over the video on the home).
export const Route = createFileRoute('/_official')({
  head: () => ({ meta: [{ title: 'OfficialWebsite' }] }),
  component: OfficialLayout,
})

function OfficialLayout() {
  return (
    <>
      <Outlet />
      <OfficialFooter />
    </>
  )
}
