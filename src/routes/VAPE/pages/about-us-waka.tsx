import { createFileRoute } from '@tanstack/react-router'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapeStaticPage } from '@/features/marketing/components/vape-static-page.tsx'
import { contentHead } from '@/features/seo/heads.ts'
import { loadVapePage } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/VAPE/pages/about-us-waka')({
  loader: ({ context: { locale } }) => loadVapePage(locale, 'aboutWaka'),
  head: ({ loaderData, match }) => contentHead(loaderData, match),
  component: AboutUsWakaPage,
})

function AboutUsWakaPage() {
  return (
    <VapeLayout brand="waka">
      <VapeStaticPage page="aboutWaka" content={Route.useLoaderData()} />
    </VapeLayout>
  )
}
