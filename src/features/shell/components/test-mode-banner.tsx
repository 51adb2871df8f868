import { Trans } from '@lingui/react/macro'
import { usePaymentConfig } from '@/lib/payment-config.ts'
import './network-banner.css'

/** A staging shop (PAYMENT_SANDBOX=on in production) says so on every page: its payments are not real. */
export function TestModeBanner() {
  const config = usePaymentConfig()
  if (!config.data?.test_mode) return null
  return (
    <div className="network-banner test-mode-banner" role="status">
      <Trans>Test mode: no real money is taken</Trans>
    </div>
  )
}
