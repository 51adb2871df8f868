import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapePartnershipIntro } from '@/features/marketing/components/vape-static-page.tsx'
import { PartnershipForm } from '@/features/partnership/components/partnership-form.tsx'

export const Route = createFileRoute('/VAPE/pages/partnership-opportunity')({
  head: () => ({ meta: [{ title: i18n._(msg`Partnership opportunity`) }] }),
  component: VapePartnershipPage,
})

function VapePartnershipPage() {
  return (
    <VapeLayout brand="waka">
      <VapePartnershipIntro />
      <PartnershipForm source="vape" />
    </VapeLayout>
  )
}
