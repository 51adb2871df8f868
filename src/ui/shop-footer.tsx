import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { HydrationPiece } from './hydration-piece.tsx'
import './shop-footer.css'

const serviceEmail = 'service@cross-border.shop'

/**
 * The footer every shop ends with: how to reach us, and the shipping, returns, privacy and terms
 * pages, so a shopper finds them from any shop in the same place.
 */
export function ShopFooter() {
  const { t } = useLingui()
  return (
    <HydrationPiece>
      <footer className="shop-footer">
        <div className="container shop-footer__inner">
          <nav aria-label={t`Help and policies`} className="shop-footer__links">
            <a href={`mailto:${serviceEmail}`}>
              <Trans>Contact us</Trans>
            </a>
            <Link to="/VAPE/pages/terms-of-use" hash="shipping">
              <Trans>Shipping and delivery</Trans>
            </Link>
            <Link to="/returns">
              <Trans>Returns</Trans>
            </Link>
            <Link to="/VAPE/pages/privacy-policy">
              <Trans>Privacy policy</Trans>
            </Link>
            <Link to="/VAPE/pages/terms-of-use">
              <Trans>Terms of use</Trans>
            </Link>
            <Link to="/profile">
              <Trans>Company profile</Trans>
            </Link>
          </nav>
          <p className="shop-footer__legal">
            <Trans>Customer service +86 400-820-2007 · Serving travellers and shoppers since 2007</Trans>
            {' · '}
            <a href={`mailto:${serviceEmail}`}>{serviceEmail}</a>
          </p>
        </div>
      </footer>
    </HydrationPiece>
  )
}
