import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { notifyWhenFree } from '@/ui/toast-store.ts'
import { useRegisterSW } from 'virtual:pwa-register/react'
import './update-prompt.css'

const hour = 60 * 60 * 1000

/**
 * Says once that the shop now works offline (its first install kept the shell and the open page),
 * and, when a new version is waiting, offers to reload into it.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      // Look for a new version now and then, only while online.
      setInterval(() => {
        if (navigator.onLine) void registration.update()
      }, hour)
    },
  })
  const { t } = useLingui()
  useEffect(() => {
    if (!offlineReady) return
    // Through the one notice stack, after whatever answers the shopper: never two at once.
    notifyWhenFree('info', t`This page and the shop now work offline.`)
    setOfflineReady(false)
  }, [offlineReady, setOfflineReady, t])
  if (needRefresh)
    return (
      <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-title">
        <p id="update-prompt-title">
          <Trans>A new version of the shop is ready.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={() => setNeedRefresh(false)}>
          <Trans>Later</Trans>
        </button>
      </div>
    )
  return null
}
