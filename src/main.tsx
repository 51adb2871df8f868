import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { catalogAreasOf } from '#contract/catalog-areas.ts'
import { activateLocale, htmlLang, localeStore, requireCatalogAreas } from '@/lib/i18n.ts'
import { apiOf, createQueryClient } from '@/lib/query-client.ts'
import { configureApiEvents } from '@/lib/api.ts'
import { syncOnlineState } from '@/lib/network.ts'
import { adoptCspNonce } from '@/lib/csp-nonce.ts'
import { toast } from '@/ui/toast-store.ts'
import { createShopRouter } from './router.tsx'
import { registerMutationDefaults } from './mutation-defaults.ts'
import { handleLoginExpired } from './session.ts'
import './styles.css'

syncOnlineState()
adoptCspNonce()
// The server rendered this page (window.$_TSR holds its router and query data) in the language
// the browser still wants: hydrate it. Otherwise (the offline shell, or a language chosen here
// that the server did not know) the browser renders the whole document itself.
const serverRendered = '$_TSR' in window && document.documentElement.lang === htmlLang(localeStore.get())
const queryClient = createQueryClient()
registerMutationDefaults(queryClient)
// The browser's context is its shopper's: one cache, the global i18n, and the language chosen now
// (read at each navigation, so a switch followed by router.invalidate() loads in the new one).
const router = createShopRouter(
  {
    queryClient,
    i18n,
    api: apiOf(queryClient),
    origin: location.origin,
    get locale() {
      return localeStore.get()
    },
  },
  { hydrating: serverRendered },
)

configureApiEvents({
  loginExpired: (message) => {
    toast.error(message)
    void handleLoginExpired(queryClient, router)
  },
  redirect: (url) => window.location.assign(url),
  goHome: (message) => {
    toast.error(message)
    void router.navigate({ to: '/' })
  },
  error: (message) => toast.error(message),
})

// This page's area catalogs (account, checkout, …) load with the main one, before anything renders.
void requireCatalogAreas(catalogAreasOf(location.pathname))
await activateLocale(localeStore.get())

const app = (routerElement: ReactNode) => (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{routerElement}</QueryClientProvider>
    </I18nProvider>
  </StrictMode>
)

// In a transition, hydration yields to the browser between components: no long main-thread task.
// A language switch re-runs the routes' heads (title, description, canonical) in the new language.
localeStore.subscribe(() => void router.invalidate())

// The cache's copy in IndexedDB (offline visits; cart changes made offline, sent again now) loads
// after the server's page is on screen; a page the browser renders itself waits for it, as that
// copy may be all it has to show. Never awaited at the top level: that chunk imports this entry's
// modules, which would wait for each other.
const persistence = () => import('@/lib/query-persistence.ts').then(({ startPersistence }) => startPersistence(queryClient))
if (serverRendered) {
  startTransition(() => void hydrateRoot(document, app(<RouterClient router={router} />)))
  void persistence()
} else {
  void persistence()
    .catch(() => {})
    .then(() => createRoot(document).render(app(<RouterProvider router={router} />)))
}
