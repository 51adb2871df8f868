import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router.tsx'
import { NetworkBanner } from '@/features/shell/components/network-banner.tsx'
import { DeferredUpdatePrompt } from '@/features/shell/components/deferred-update-prompt.tsx'
import { DeferredToaster } from '@/features/shell/components/deferred-toaster.tsx'

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
      <DeferredToaster />
      <DeferredUpdatePrompt />
    </>
  )
}
