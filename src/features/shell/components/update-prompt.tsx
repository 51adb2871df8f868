import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import './update-prompt.css'

const hour = 60 * 60 * 1000

/** When a new version of the shop is waiting, offer to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
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
  if (!needRefresh) return null
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
}
