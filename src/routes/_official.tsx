import { createFileRoute, Outlet } from '@tanstack/react-router'

// The official site's layout (titled OfficialWebsite): the home page and /404.
export const Route = createFileRoute('/_official')({
  head: () => ({ meta: [{ title: 'OfficialWebsite' }] }),
  component: Outlet,
})
