import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import './update-prompt.css'

const hour = 60 * 60 * 1000
/** How long the shop says it now works offline. */
const offlineNoticeMs = 6000

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
  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(() => setOfflineReady(false), offlineNoticeMs)
    return () => clearTimeout(timer)
  }, [offlineReady, setOfflineReady])
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
  if (offlineReady)
    return (
      // A notice, not a question: taps go through it to the page.
      <div className="update-prompt update-prompt--notice" role="status">
        <p>
          <Trans>This page and the shop now work offline.</Trans>
        </p>
      </div>
    )
  return null
}
