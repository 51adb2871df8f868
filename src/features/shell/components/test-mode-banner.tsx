import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import './network-banner.css'

/** A staging shop (PAYMENT_SANDBOX=on in production) says so on every page: its payments are not real. */
export function TestModeBanner() {
  const config = usePaymentConfig()
  // The server renders no banner (it does not ask for the config); the copy of the config in
  // IndexedDB may arrive while the page hydrates: the banner waits for hydration to be over.
  const hydrated = useSyncExternalStore(noChange, () => true, () => false)
  if (!hydrated || !config.data?.test_mode) return null
  return (
    <div className="network-banner test-mode-banner" role="status">
      <Trans>Test mode: no real money is taken</Trans>
    </div>
  )
}

const noChange = () => () => {}
