import { createFileRoute } from '@tanstack/react-router'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { contentHead } from '@/features/seo/heads.ts'
import { loadVapePage } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/VAPE/pages/privacy-policy')({
  loader: ({ context: { locale } }) => loadVapePage(locale, 'privacy'),
  head: ({ loaderData, match }) => contentHead(loaderData, match),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return (
    <VapeLayout brand="waka" legal>
      <VapeStaticPage page="privacy" content={Route.useLoaderData()} />
    </VapeLayout>
  )
}
