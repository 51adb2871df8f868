import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { HydrationPiece } from '@/ui/hydration-piece.tsx'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'
import { marketingImages } from '../media.ts'
import './official-footer.css'

/** The official site's footer: the ways to pay (bank list), the company pages and the hotline. */
export function OfficialFooter() {
  const { t } = useLingui()
  return (
    <HydrationPiece>
      <footer className="official-footer">
        <div className="container official-footer__inner">
          <section className="official-footer__pay" aria-labelledby="footer-pay">
            <h2 id="footer-pay">
              <Trans>Pay your way</Trans>
            </h2>
            <ResponsiveImage
              src={marketingImages.bankList}
              alt={t`Accepted payments: VISA, Mastercard, UnionPay, Alipay, WeChat Pay and cash on delivery`}
              width={1200}
              height={120}
              sizes="(max-width: 752px) calc(100vw - 32px), 720px"
            />
          </section>
          <nav className="official-footer__links" aria-label={t`Company`}>
            <Link to="/profile">
              <Trans>Company profile</Trans>
            </Link>
            <Link to="/study">
              <Trans>Visa & study services</Trans>
            </Link>
            <Link to="/activity">
              <Trans>Spring offers</Trans>
            </Link>
            <Link to="/VAPE/pages/partnership-opportunity">
              <Trans>Become a partner</Trans>
            </Link>
            <Link to="/returns">
              <Trans>Returns and warranty</Trans>
            </Link>
            <Link to="/VAPE/pages/privacy-policy">
              <Trans>Privacy policy</Trans>
            </Link>
            <Link to="/VAPE/pages/terms-of-use">
              <Trans>Terms of use</Trans>
            </Link>
          </nav>
          <p className="official-footer__legal">
            <Trans>Customer service +86 400-820-2007 · Serving travellers and shoppers since 2007</Trans>
          </p>
        </div>
      </footer>
    </HydrationPiece>
  )
}
