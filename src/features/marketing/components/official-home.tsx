import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { homeVideoBreakpoint, homeVideos, marketingImages } from '../media.ts'
import { useWarmMarketingMedia } from '../hooks/use-warm-marketing-media.ts'
import { BackgroundVideo } from './background-video.tsx'
import { OfficialHeader } from './official-header.tsx'
import './official-home.css'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

// Two tiles side by side from 720 px, in the 1200 px container.
const tileSizes = '(max-width: 719px) calc(100vw - 32px), (max-width: 1232px) calc(50vw - 26px), 590px'

/** The official home (spec §2 `/`): the video hero, the two service tiles and the shop lines. */
export function OfficialHome() {
  const { t } = useLingui()
  useWarmMarketingMedia()
  return (
    <>
      <section className="official-hero">
        <BackgroundVideo desktop={homeVideos.desktop} mobile={homeVideos.mobile} breakpoint={homeVideoBreakpoint} />
        <OfficialHeader overlay />
        <div className="official-hero__copy container">
          <p className="official-hero__eyebrow">
            <Trans>Since 2007</Trans>
          </p>
          <h1>
            <Trans>Shopping and travel across borders, made simple</Trans>
          </h1>
          <p className="official-hero__lead">
            <Trans>
              Scooters, ski boots, home energy storage and more, shipped worldwide — and visas, study abroad and travel arranged by the same
              trusted team.
            </Trans>
          </p>
          <div className="official-hero__actions">
            <a href="#shops" className="button">
              <Trans>Browse the shops</Trans>
            </a>
            <Link to="/study" className="button button--light">
              <Trans>Visa & study services</Trans>
            </Link>
          </div>
        </div>
      </section>

      <main>
        <section className="official-tiles container" aria-label={t`Our services`}>
          <Link to="/profile" className="official-tile">
            <ResponsiveImage src={marketingImages.tileCargo} alt="" width={800} height={600} sizes={tileSizes} />
            <span className="official-tile__text">
              <strong>
                <Trans>Cargo & company profile</Trans>
              </strong>
              <span>
                <Trans>Global trade and logistics since 2007: who we are and where we work.</Trans>
              </span>
            </span>
          </Link>
          <Link to="/study" className="official-tile">
            <ResponsiveImage src={marketingImages.tileStudy} alt="" width={800} height={600} sizes={tileSizes} />
            <span className="official-tile__text">
              <strong>
                <Trans>Study & travel</Trans>
              </strong>
              <span>
                <Trans>Visas for 160+ countries, study abroad, immigration advice and travel services.</Trans>
              </span>
            </span>
          </Link>
        </section>

        <section id="shops" className="official-shops container" aria-labelledby="shops-title">
          <h2 id="shops-title">
            <Trans>Our shops</Trans>
          </h2>
          <ul className="official-shops__grid">
            <ShopCard
              to="/electric-scooter"
              image={marketingImages.shops.scooter}
              name={t`E-scooters`}
              note={t`Commuter, performance and kids’ scooters with a two-year warranty.`}
            />
            <ShopCard
              to="/smart-power"
              image={marketingImages.shops.smartPower}
              name={t`Smart power`}
              note={t`Residential and portable energy storage batteries.`}
            />
            <ShopCard
              to="/ski-board"
              image={marketingImages.shops.skiBoard}
              name={t`Ski boards`}
              note={t`Bootski: ski boots that fit, in every size.`}
            />
            <ShopCard
              to="/VAPE/E-cigarette1"
              image={marketingImages.shops.vape}
              name={t`Vape brands`}
              note={t`WAKA and IMOMENT, for adults 21 and over only.`}
            />
            <ShopCard
              to="/blindBoxes"
              image={marketingImages.shops.blindBox}
              name={t`Blind boxes`}
              note={t`Mystery boxes of collectibles, opened online.`}
            />
          </ul>
        </section>
      </main>
    </>
  )
}

function ShopCard({ to, image, name, note }: { to: string; image: string; name: string; note: string }) {
  return (
    <li>
      {/* Shop lines built by other teams: their paths are checked when they land. */}
      <Link to={to} className="official-shop">
        <ResponsiveImage src={image} alt="" width={480} height={320} sizes="(max-width: 479px) calc(100vw - 32px), 240px" />
        <strong>{name}</strong>
        <span>{note}</span>
      </Link>
    </li>
  )
}
