import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { marketingImages } from '../media.ts'
import { OfficialHeader } from './official-header.tsx'
import './not-found-page.css'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

/** Spec §2 /404: says what happened and offers the ways on. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <>
      <OfficialHeader />
      <main className="not-found container">
        <ResponsiveImage
          src={marketingImages.notFound}
          alt={t`A lost traveller looking at a map`}
          width={800}
          height={500}
          sizes="(max-width: 552px) calc(100vw - 32px), 520px"
          priority="high"
        />
        <div>
          <h1>
            <Trans>We couldn’t find that page</Trans>
          </h1>
          <p>
            <Trans>The link may be old, or the address may have a typo. Everything else is still here:</Trans>
          </p>
          <ul className="not-found__ways">
            <li>
              <Link to="/" className="button">
                <Trans>Back to home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/electric-scooter" className="button button--ghost">
                <Trans>Shop e-scooters</Trans>
              </Link>
            </li>
            <li>
              <Link to="/study" className="button button--ghost">
                <Trans>Visa & study services</Trans>
              </Link>
            </li>
            <li>
              <Link to="/profile" className="button button--ghost">
                <Trans>About the company</Trans>
              </Link>
            </li>
          </ul>
          <p className="not-found__help">
            <Trans>Still stuck? Call customer service on +86 400-820-2007.</Trans>
          </p>
        </div>
      </main>
    </>
  )
}
