import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router.tsx'
import { NetworkBanner } from '@/features/shell/components/network-banner.tsx'
import { UpdatePrompt } from '@/features/shell/components/update-prompt.tsx'
import { Toaster } from '@/ui/toaster.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Spec §2: unknown paths go to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <NetworkBanner />
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
