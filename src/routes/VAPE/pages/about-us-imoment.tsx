import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'

export const Route = createFileRoute('/VAPE/pages/about-us-imoment')({
  head: () => ({ meta: [{ title: i18n._(msg`About IMOMENT`) }] }),
  component: AboutUsImomentPage,
})

function AboutUsImomentPage() {
  return (
    <VapeLayout brand="imoment">
      <VapeStaticPage page="aboutImoment" />
    </VapeLayout>
  )
}
