import { mediaUrl } from '@/lib/env.ts'
import type { VapePagesContent } from '../content/vape-pages-types.ts'
import { useVapePagesContent } from '../hooks/use-vape-pages-content.ts'
import { ProsePageView } from './prose-page.tsx'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

const images = {
  aboutWaka: 'marketing/vape-about-waka.webp',
  aboutImoment: 'marketing/vape-about-imoment.webp',
} as const

/** The vape brands' static pages (spec §2): About Us of each brand, the privacy policy and the terms. */
export function VapeStaticPage({ page }: { page: 'aboutWaka' | 'aboutImoment' | 'privacy' | 'terms' }) {
  const content: VapePagesContent = useVapePagesContent()
  if (page === 'aboutWaka' || page === 'aboutImoment') {
    const about = content[page]
    return (
      <ProsePageView
        page={about}
        before={
          <ResponsiveImage
            className="prose-page__image"
            src={mediaUrl(images[page])}
            alt={about.imageAlt}
            width={1200}
            height={800}
            sizes="(max-width: 852px) calc(100vw - 32px), 820px"
            priority="high"
          />
        }
      />
    )
  }
  return <ProsePageView page={content[page]} />
}

/** The vape partnership page's heading and pitch; the form itself comes from the partnership feature. */
export function VapePartnershipIntro() {
  const { partnership } = useVapePagesContent()
  return (
    <header className="prose-page prose-page--intro">
      <h1>{partnership.title}</h1>
      <p className="prose-page__lead">{partnership.lead}</p>
    </header>
  )
}
