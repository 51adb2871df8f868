import { createFileRoute } from '@tanstack/react-router'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapePartnershipIntro } from '@/features/marketing/components/vape-static-page.tsx'
import { PartnershipForm } from '@/features/partnership/components/partnership-form.tsx'
import { contentHead } from '@/features/seo/heads.ts'
import { loadVapePage } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/VAPE/pages/partnership-opportunity')({
  loader: ({ context: { locale } }) => loadVapePage(locale, 'partnership'),
  head: ({ loaderData, match }) => contentHead(loaderData, match),
  component: VapePartnershipPage,
})

function VapePartnershipPage() {
  return (
    <VapeLayout brand="waka">
      <VapePartnershipIntro partnership={Route.useLoaderData()} />
      <PartnershipForm source="vape" />
    </VapeLayout>
  )
}
