import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { titledHead } from '@/features/seo/heads.ts'

export const Route = createFileRoute('/VAPE/pages/terms-of-use')({
  head: ({ match }) => titledHead(msg`Terms of use`, match),
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  return (
    <VapeLayout brand="waka">
      <VapeStaticPage page="terms" />
    </VapeLayout>
  )
}
