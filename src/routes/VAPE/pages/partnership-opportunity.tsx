import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapePartnershipIntro } from '@/features/marketing/components/vape-static-page.tsx'
import { PartnershipForm } from '@/features/partnership/components/partnership-form.tsx'
import { titledHead } from '@/features/seo/heads.ts'

export const Route = createFileRoute('/VAPE/pages/partnership-opportunity')({
  head: ({ match }) => titledHead(msg`Partnership opportunity`, match),
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
