import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { titledHead } from '@/features/seo/heads.ts'

export const Route = createFileRoute('/VAPE/pages/about-us-imoment')({
  head: ({ match }) => titledHead(msg`About IMOMENT`, match),
  component: AboutUsImomentPage,
})

function AboutUsImomentPage() {
  return (
    <VapeLayout brand="imoment">
      <VapeStaticPage page="aboutImoment" />
    </VapeLayout>
  )
}
