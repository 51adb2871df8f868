import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { activateLocale, localeStore } from '@/lib/i18n.ts'
import { createQueryClient, persistOptions } from '@/lib/query-client.ts'
import { configureApiEvents } from '@/lib/api.ts'
import { syncOnlineState } from '@/lib/network.ts'
import { toast } from '@/ui/toast-store.ts'
import { createShopRouter } from './router.tsx'
import { registerMutationDefaults } from './mutation-defaults.ts'
import { handleLoginExpired } from './session.ts'
import './styles.css'

syncOnlineState()
const queryClient = createQueryClient()
registerMutationDefaults(queryClient)
const router = createShopRouter(queryClient)

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

await activateLocale(localeStore.get())

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // Cart changes made offline were persisted as paused mutations: send them now, in order.
        onSuccess={() => void queryClient.resumePausedMutations()}
      >
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)
