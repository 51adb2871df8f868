import { Trans } from '@lingui/react/macro'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import './network-banner.css'

/** A staging shop (PAYMENT_SANDBOX=on in production) says so on every page: its payments are not real. */
export function TestModeBanner() {
  // The root route's loader asks for the config, so the server draws the banner with the page
  // and it takes its place before the first paint: a banner added later would push the page down.
  const config = usePaymentConfig()
  if (!config.data?.test_mode) return null
  return (
    <div className="network-banner test-mode-banner" role="status">
      <Trans>Test mode: no real money is taken</Trans>
    </div>
  )
}
