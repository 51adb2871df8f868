import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { Trans } from '@lingui/react/macro'
import { PartnershipForm } from '@/features/partnership/deferred.ts'

export const Route = createFileRoute('/ES/partnership-opportunity')({
  loader: () => PartnershipForm.ready(),
  head: ({ match }) => staticHead('energyPartnership', match),
  component: EnergyPartnershipPage,
})

// Spec §1: the partner-with-us contact of the energy storage line; the form states the
// minimum order and the reply time itself.
function EnergyPartnershipPage() {
  return (
    <article className="energy-partner">
      <h1>
        <Trans>Partner with us</Trans>
      </h1>
      <p>
        <Trans>We work with distributors, installers and agents of residential and portable energy storage batteries.</Trans>
      </p>
      <PartnershipForm source="energy" />
    </article>
  )
}
