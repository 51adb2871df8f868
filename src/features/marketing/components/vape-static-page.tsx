import { mediaUrl } from '@/lib/env.ts'
import type { VapePagesContent } from '../content/vape-pages-types.ts'
import { ProsePageView } from './prose-page.tsx'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

const images = {
  aboutWaka: 'marketing/vape-about-waka.webp',
  aboutImoment: 'marketing/vape-about-imoment.webp',
} as const

type AboutPage = 'aboutWaka' | 'aboutImoment'

/**
 * The vape brands' static pages (spec §2): About Us of each brand, the privacy policy and the
 * terms. `content`: the page's text in the page's language, from the route's loader.
 */
export function VapeStaticPage(
  props: { page: AboutPage; content: VapePagesContent[AboutPage] } | { page: 'privacy' | 'terms'; content: VapePagesContent['privacy'] },
) {
  if (props.page === 'aboutWaka' || props.page === 'aboutImoment') {
    const { page, content: about } = props
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
  return <ProsePageView page={props.content} />
}

/** The vape partnership page's heading and pitch; the form itself comes from the partnership feature. */
export function VapePartnershipIntro({ partnership }: { partnership: VapePagesContent['partnership'] }) {
  return (
    <header className="prose-page prose-page--intro">
      <h1>{partnership.title}</h1>
      <p className="prose-page__lead">{partnership.lead}</p>
    </header>
  )
}
