import { Trans } from '@lingui/react/macro'
import { useIsOnline } from '@/lib/network.ts'
import './network-banner.css'

/** Tells the shopper the page is showing what was saved, not live data. */
export function NetworkBanner() {
  const online = useIsOnline()
  if (online) return null
  return (
    <div className="network-banner" role="status">
      <Trans>network connection failed</Trans>
    </div>
  )
}
