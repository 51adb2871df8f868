import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCartCount } from '@/lib/cart-counts.ts'
import { CartIcon } from '@/ui/icons.tsx'
import { SearchOverlay } from '@/features/search/components/search-overlay.tsx'
import { LocaleToggle } from '@/features/shell/components/locale-toggle.tsx'
import './scooter-header.css'

/** Spec §2 scooter header: Home, Goods, Blind-boxes, search, and the cart with a dot badge. */
export function ScooterHeader() {
  const { t } = useLingui()
  const count = useCartCount('scoCartNum')
  return (
    <header className="shop-header">
      <div className="shop-header__bar container">
        <Link to="/electric-scooter" className="shop-header__brand">
          <Trans>E-Scooters</Trans>
        </Link>
        <nav aria-label={t`Scooter shop`} className="shop-header__nav">
          <Link to="/electric-scooter" activeOptions={{ exact: true }}><Trans>Home</Trans></Link>
          <Link to="/ELST/goods"><Trans>Goods</Trans></Link>
          <Link to={'/ELST/blind-boxes' as never}><Trans>Blind-boxes</Trans></Link>
        </nav>
        <div className="shop-header__actions">
          <SearchOverlay line="sco" productPath="/ELST/product" />
          <Link to={'/ELST/cart' as never} className="icon-button" aria-label={count > 0 ? t`Cart, ${count} items` : t`Cart`}>
            <CartIcon />
            {count > 0 ? <span className="shop-header__dot" data-testid="cart-dot" /> : null}
          </Link>
          <LocaleToggle className="shop-header__locale" />
        </div>
      </div>
    </header>
  )
}
