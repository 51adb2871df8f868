import { mediaUrl } from '@/lib/env.ts'
import { useLocale } from '@/lib/i18n.ts'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { profile as en } from '../content/profile.en.ts'
import { profile as zhCn } from '../content/profile.zh-cn.ts'
import { marketingImages, studyMobileBreakpoint } from '../media.ts'
import { useWarmMarketingMedia } from '../hooks/use-warm-marketing-media.ts'
import { OfficialHeader } from './official-header.tsx'
import './company-profile.css'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

/** Spec §2 /profile: history, service mode, regions and contact; phones see one tall image. */
export function CompanyProfile() {
  const content = useLocale() === 'zh-cn' ? zhCn : en
  const mobile = useMediaQuery(`(max-width: ${studyMobileBreakpoint}px)`)
  useWarmMarketingMedia()
  return (
    <>
      <OfficialHeader />
      <main className="company-profile">
        <div className="container company-profile__head">
          <h1>{content.title}</h1>
          <p className="company-profile__lead">{content.lead}</p>
        </div>
        {mobile ? (
          <div className="company-profile__mobile">
            <ResponsiveImage
              src={marketingImages.profileMobile}
              alt={content.mobileAlt}
              width={750}
              height={2400}
              sizes="100vw"
              priority="high"
            />
          </div>
        ) : (
          content.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="company-profile__section container"
              aria-labelledby={`profile-${section.id}`}
            >
              <ResponsiveImage
                src={mediaUrl(section.image)}
                alt={section.imageAlt}
                width={1200}
                height={675}
                sizes="(max-width: 1232px) calc(50vw - 28px), 588px"
                priority={index === 0 ? 'high' : 'lazy'}
              />
              <div>
                <h2 id={`profile-${section.id}`}>{section.title}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>
          ))
        )}
      </main>
    </>
  )
}
