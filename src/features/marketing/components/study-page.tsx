import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { mediaUrl } from '@/lib/env.ts'
import type { StudyContent, StudySection } from '../content/types.ts'
import { marketingImages, studyMobileBreakpoint, studyVideos } from '../media.ts'
import { customerService } from '../customer-service.ts'
import { useWarmMarketingMedia } from '../hooks/use-warm-marketing-media.ts'
import { BackgroundVideo } from './background-video.tsx'
import { ServiceTableView } from './service-table.tsx'
import { StudyHeader } from './study-header.tsx'
import { TwoSlideSlider } from './two-slide-slider.tsx'
import './study-page.css'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

const contactId = 'contact'

function scrollToSection(id: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}

/**
 * The visa, study, immigration and travel page (spec §2 marketing behaviour). Desktop and
 * mobile variants differ by width (≤ 768 px: mobile video, stacked layout, top drawer).
 * `content`: the text in the page's language, from the route's loader.
 */
export function StudyPage({ content }: { content: StudyContent }) {
  const { t } = useLingui()
  const [heroSlide, setHeroSlide] = useState<0 | 1>(0)
  useWarmMarketingMedia()

  const navigate = (id: string) => {
    // The contact section is slide 2 of the top video slider: show it, then scroll there.
    if (id === contactId) setHeroSlide(1)
    scrollToSection(id)
  }
  const navItems = [
    { id: contactId, label: content.contact.nav },
    ...content.sections.map((section) => ({ id: section.id, label: section.nav })),
  ]

  return (
    <div className="study-page">
      <StudyHeader items={navItems} onNavigate={navigate} />
      <main>
        <section id={contactId} className="study-hero" aria-labelledby="study-title">
          <BackgroundVideo desktop={studyVideos.desktop} mobile={studyVideos.mobile} breakpoint={studyMobileBreakpoint} />
          <div className="study-hero__inner container">
            <TwoSlideSlider
              index={heroSlide}
              label={t`Welcome and contact`}
              intro={
                <div className="study-hero__intro">
                  <p className="study-eyebrow">{content.hero.eyebrow}</p>
                  <h1 id="study-title">{content.hero.title}</h1>
                  <p className="study-hero__lead">{content.hero.lead}</p>
                  <ul className="study-claims">
                    {content.hero.claims.map((claim) => (
                      <li key={claim.value}>
                        <strong>{claim.value}</strong> <span>{claim.label}</span>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="button button--accent" onClick={() => setHeroSlide(1)}>
                    <Trans>Consult us</Trans>
                  </button>
                </div>
              }
              detail={
                <div className="study-contact">
                  <div>
                    <h2>{content.contact.title}</h2>
                    <p>{content.contact.lead}</p>
                    <dl className="study-contact__lines">
                      <div>
                        <dt>{content.contact.phoneLabel}</dt>
                        <dd>
                          <a href={`tel:${customerService.phone.replace(/[^\d+]/g, '')}`}>{customerService.phone}</a>
                        </dd>
                      </div>
                      <div>
                        <dt>{content.contact.wechatLabel}</dt>
                        <dd>{customerService.wechatId}</dd>
                      </div>
                    </dl>
                    <p className="study-contact__abroad">{content.contact.abroad}</p>
                    <p className="study-contact__hours">{content.contact.hours}</p>
                    <button type="button" className="button button--light" onClick={() => setHeroSlide(0)}>
                      <Trans>Back</Trans>
                    </button>
                  </div>
                  <img
                    className="study-contact__qr"
                    src={marketingImages.wechatQr}
                    alt={content.contact.qrAlt}
                    width={512}
                    height={512}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
              }
            />
          </div>
        </section>

        {content.sections.map((section) => (
          <ServiceSection key={section.id} section={section} />
        ))}
      </main>
      <footer className="study-footer">
        <div className="container">
          <ResponsiveImage
            src={marketingImages.studyContact}
            alt={content.contact.imageAlt}
            width={1200}
            height={800}
            sizes="(max-width: 632px) calc(100vw - 32px), 600px"
          />
          <p>
            <Trans>Cross-Border · visas, study abroad, immigration and travel since 2007</Trans>
          </p>
        </div>
      </footer>
    </div>
  )
}

function ServiceSection({ section }: { section: StudySection }) {
  const { t } = useLingui()
  const [slide, setSlide] = useState<0 | 1>(0)
  const titleId = `${section.id}-title`
  return (
    <section id={section.id} className={`study-section study-section--${section.id}`} aria-labelledby={titleId}>
      <div className="container">
        <p className="study-eyebrow">{section.eyebrow}</p>
        <h2 id={titleId}>{section.title}</h2>
        <TwoSlideSlider
          index={slide}
          label={t`${section.nav}: introduction and details`}
          intro={
            <div className="study-section__intro">
              <ResponsiveImage
                src={mediaUrl(section.image)}
                alt={section.imageAlt}
                width={1200}
                height={800}
                sizes="(max-width: 768px) calc(100vw - 32px), (max-width: 1232px) 50vw, 600px"
              />
              <div>
                <p>{section.intro}</p>
                <ul className="study-section__highlights">
                  {section.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <button type="button" className="button" onClick={() => setSlide(1)} aria-describedby={titleId}>
                  <Trans>Learn more</Trans>
                </button>
              </div>
            </div>
          }
          detail={
            <div className="study-section__detail">
              {section.tables.map((table) => (
                <ServiceTableView key={table.id} table={table} />
              ))}
              <button type="button" className="button button--ghost" onClick={() => setSlide(0)} aria-describedby={titleId}>
                <Trans>Back</Trans>
              </button>
            </div>
          }
        />
      </div>
    </section>
  )
}
