import { createFileRoute } from '@tanstack/react-router'
import { VapeLayout } from '@/features/vape/components/vape-layout.tsx'
import { VapePartnershipIntro } from '@/features/marketing/components/vape-static-page.tsx'
import { PartnershipForm } from '@/features/partnership/deferred.ts'
import { contentHead } from '@/features/seo/heads.ts'
import { loadVapePage } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/VAPE/pages/partnership-opportunity')({
  loader: async ({ context: { locale } }) => {
    const [page] = await Promise.all([loadVapePage(locale, 'partnership'), PartnershipForm.ready()])
    return page
  },
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
