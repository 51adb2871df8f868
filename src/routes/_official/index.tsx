import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { LocaleToggle } from '@/features/shell/components/locale-toggle.tsx'

export const Route = createFileRoute('/_official/')({
  component: OfficialHome,
})

function OfficialHome() {
  return (
    <main className="container state">
      <h1><Trans>Cross-Border Shop</Trans></h1>
      <p><Trans>Electric scooters, ski boots, energy storage and more, shipped worldwide.</Trans></p>
      <p><Link to="/electric-scooter" className="button"><Trans>Electric scooters</Trans></Link></p>
      <LocaleToggle />
    </main>
  )
}
