import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import './-components/energy.css'
import { partnerAnswerWorkingDays, partnerMinimumKits } from './-components/partner-terms.ts'

export const Route = createFileRoute('/ES/partnership-opportunity')({
  head: () => ({ meta: [{ title: 'Partnership opportunity · Smart Power' }] }),
  component: EnergyPartnershipPage,
})

function EnergyPartnershipPage() {
  return (
    <article className="energy-partner">
      <h1><Trans>Partner with us</Trans></h1>
      <p><Trans>We work with distributors, installers and agents of residential and portable energy storage batteries.</Trans></p>
      <ul className="energy-partner__facts">
        <li><Trans>Minimum order: more than {partnerMinimumKits} kits.</Trans></li>
        <li><Trans>We answer every enquiry within {partnerAnswerWorkingDays} working days.</Trans></li>
      </ul>
      <Link to={'/VAPE/pages/partnership-opportunity' as never} className="button"><Trans>Send a partnership enquiry</Trans></Link>
    </article>
  )
}
