import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { titledHead } from '@/features/seo/heads.ts'

export const Route = createFileRoute('/VAPE/pages/privacy-policy')({
  head: ({ match }) => titledHead(msg`Privacy policy`, match),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return (
    <VapeLayout brand="waka">
      <VapeStaticPage page="privacy" />
    </VapeLayout>
  )
}
