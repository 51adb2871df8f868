import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'

export const Route = createFileRoute('/VAPE/pages/about-us-waka')({
  head: () => ({ meta: [{ title: i18n._(msg`About WAKA`) }] }),
  component: AboutUsWakaPage,
})

function AboutUsWakaPage() {
  return (
    <VapeLayout brand="waka">
      <VapeStaticPage page="aboutWaka" />
    </VapeLayout>
  )
}
