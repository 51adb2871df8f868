import { Link } from '@tanstack/react-router'
import { marketingImages } from '../media.ts'
import { useActivityContent } from '../hooks/use-activity-content.ts'
import { OfficialHeader } from './official-header.tsx'
import { ProsePageView } from './prose-page.tsx'
import './activity-page.css'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

/** /activity: the current promotion, with the way to take part. */
export function ActivityPage() {
  const content = useActivityContent()
  return (
    <>
      <OfficialHeader />
      <main className="activity">
        <ResponsiveImage
          className="activity__banner"
          src={marketingImages.activityBanner}
          alt={content.bannerAlt}
          width={1600}
          height={600}
          sizes="100vw"
          priority="high"
        />
        <div className="container activity__body">
          <h1>{content.title}</h1>
          <p className="activity__lead">{content.lead}</p>
          <ul className="activity__offers">
            {content.offers.map((offer) => (
              <li key={offer.amount}>
                <strong>{offer.amount}</strong>
                <span>{offer.condition}</span>
                <small>{offer.note}</small>
              </li>
            ))}
          </ul>
          <ol className="activity__steps">
            {content.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="activity__actions">
            <Link to={'/account/register'} className="button">
              {content.accountLink}
            </Link>
            <Link to="/electric-scooter" className="button button--ghost">
              {content.shopLink}
            </Link>
            <Link to="/activity/rules" className="button button--ghost">
              {content.rulesLink}
            </Link>
          </div>
        </div>
      </main>
    </>
  )
}

/** /activity/rules: the promotion's rules in full. */
export function ActivityRules() {
  const content = useActivityContent()
  return (
    <>
      <OfficialHeader />
      <main className="container">
        <ProsePageView
          page={content.rules}
          after={
            <p>
              <Link to="/activity" className="button button--ghost">
                {content.title}
              </Link>
            </p>
          }
        />
      </main>
    </>
  )
}
