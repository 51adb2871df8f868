import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Navigate, Outlet, Scripts } from '@tanstack/react-router'
import type { RouterContext } from '../router.tsx'
import { catalogAreasOf } from '#contract/catalog-areas.ts'
import { htmlLang, requireCatalogAreas, useLocale } from '@/lib/i18n.ts'
import { useViewportHint } from '@/lib/use-media-query.ts'
import { replayEarlyTaps } from '@/lib/early-taps.ts'
import { paymentConfigQueryOptions } from '@/lib/payment-config.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { notFoundHead, siteDescription } from '@/features/seo/heads.ts'
import { NetworkBanner } from '@/features/shell/components/network-banner.tsx'
import { TestModeBanner } from '@/features/shell/components/test-mode-banner.tsx'
import { DeferredUpdatePrompt } from '@/features/shell/components/deferred-update-prompt.tsx'
import { DeferredToaster } from '@/features/shell/components/deferred-toaster.tsx'
import { WechatShare } from '@/features/seo/wechat/wechat-share.tsx'
import { HydrationPiece } from '@/ui/hydration-piece.tsx'

// Loaded only for an unknown path: the first bundle of every other page stays without it.
const UnknownPathPage = lazy(() =>
  import('@/features/marketing/components/unknown-path-page.tsx').then((module) => ({ default: module.UnknownPathPage })),
)

/** The page's last element, which the first paint waits for. */
const pageEndId = 'page-end'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The messages of the page's area (account, checkout, …) are in before it renders; a server
  // render's own i18n instance has every area already.
  beforeLoad: ({ location }) => (import.meta.env.SSR ? undefined : requireCatalogAreas(catalogAreasOf(location.pathname))),
  // The test-mode banner is part of the server's page (its config rides in the page's query data).
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, paymentConfigQueryOptions),
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0f766e' },
      // An unknown path: its own title, and kept out of search results.
      ...(match._notFound ? notFoundHead(match).meta : [{ name: 'description', content: siteDescription(match) }]),
    ],
    links: [
      // The server's page is painted whole (rendering waits for its last element): a browser
      // painting half a page (a stalled network, a busy phone) showed a header whose buttons then
      // jumped to a row of their own, and the page below with them.
      { rel: 'expect', href: `#${pageEndId}`, blocking: 'render' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      // Written by the PWA plugin at build; the dev server has none.
      ...(import.meta.env.PROD ? [{ rel: 'manifest', href: '/manifest.webmanifest' }] : []),
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: UnknownPath,
})

/**
 * Spec §2: unknown paths go to /404. The server answers the unknown path itself with status 404
 * and the not-found page (server/plugins/server-render.ts); the browser then moves to /404.
 */
function UnknownPath() {
  return (
    <>
      <Suspense fallback={null}>
        <UnknownPathPage />
      </Suspense>
      <Navigate to="/404" replace />
    </>
  )
}

/** The whole document, rendered by the server for the first paint and hydrated in the browser. */
function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  // The server's HTML is on screen before its script runs: taps made meanwhile were kept by the
  // page loader and now take effect (src/lib/early-taps.ts).
  useEffect(() => {
    replayEarlyTaps()
  }, [])
  return (
    <html lang={htmlLang(locale)} data-viewport={useViewportHint()} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="app">{children}</div>
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <>
      <NetworkBanner />
      <TestModeBanner />
      {/* The page hydrates after the root's frame, in pieces of its own (its header, its footer). */}
      <HydrationPiece>
        <Outlet />
      </HydrationPiece>
      <span id={pageEndId} hidden />
      <DeferredToaster />
      <DeferredUpdatePrompt />
      <WechatShare />
    </>
  )
}
