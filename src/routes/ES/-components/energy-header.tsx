import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CartBadgeLink } from '@/features/cart/components/cart-badge-link.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'
// With the header, not the route file: route files end up in the shared first chunk.
import './energy.css'

/** The energy-storage shop's header: its two categories (named as their chips are), the partnership page and the cart. */
export function EnergyHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand={<Trans>Smart Power</Trans>}
      brandTo="/smart-power"
      navLabel={t`Energy storage shop`}
      settings={<CurrencySelect />}
      actions={
        <>
          <SearchButton />
          <CartBadgeLink count="eneCartNum" to="/ES/energy-storage/cart" />
          <LocaleToggle className="shop-header__locale" />
        </>
      }
    >
      <Link to="/smart-power">
        <Trans>Home</Trans>
      </Link>
      <Link to="/ES/product-category/energy-storage">
        <Trans>Home Energy Storage</Trans>
      </Link>
      <Link to="/ES/product-category/battery-storage">
        <Trans>Portable Power Stations</Trans>
      </Link>
      <Link to="/ES/partnership-opportunity">
        <Trans>Partnership</Trans>
      </Link>
    </ShopHeader>
  )
}
