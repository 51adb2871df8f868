import { createFileRoute } from '@tanstack/react-router'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { contentHead } from '@/features/seo/heads.ts'
import { loadVapePage } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/VAPE/pages/about-us-imoment')({
  loader: ({ context: { locale } }) => loadVapePage(locale, 'aboutImoment'),
  head: ({ loaderData, match }) => contentHead(loaderData, match),
  component: AboutUsImomentPage,
})

function AboutUsImomentPage() {
  return (
    <VapeLayout brand="imoment">
      <VapeStaticPage page="aboutImoment" content={Route.useLoaderData()} />
    </VapeLayout>
  )
}
