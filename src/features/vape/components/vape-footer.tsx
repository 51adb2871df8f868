import { Link, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { minimumAge } from './age-gate.tsx'
import { brandOfPath, vapeBrands, type VapeBrand } from './vape-brands.ts'
import './vape-footer.css'

/** Spec §2/§9: the contact e-mail is static text. */
export const vapeContactEmail = 'service@cross-border.shop'

/**
 * The vape footer of spec §2: About Us (of the brand in view), Privacy Policy, Terms and
 * Conditions and the contact e-mail. The brand comes from the page's path unless given.
 */
export function VapeFooter({ brand }: { brand?: VapeBrand } = {}) {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const shown = vapeBrands[brand ?? brandOfPath(pathname)]
  return (
    <footer className="vape-footer">
      <div className="container vape-footer__inner">
        <nav aria-label={t`Vape footer`}>
          <ul className="vape-footer__links">
            <li>
              <Link to={shown.aboutUs}>
                <Trans>About Us</Trans>
              </Link>
            </li>
            <li>
              <Link to={'/VAPE/pages/privacy-policy'}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to={'/VAPE/pages/terms-of-use'}>
                <Trans>Terms and Conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to={'/VAPE/pages/terms-of-use'} hash="shipping">
                <Trans>Shipping and delivery</Trans>
              </Link>
            </li>
            <li>
              <Link to="/returns">
                <Trans>Returns</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <p className="vape-footer__contact">
          <Trans>Contact us:</Trans> <a href={`mailto:${vapeContactEmail}`}>{vapeContactEmail}</a>
        </p>
        <p className="vape-footer__notice">
          <Trans>Vape products contain nicotine, an addictive chemical. For adults {minimumAge} and over only.</Trans>
        </p>
      </div>
    </footer>
  )
}
