import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CartBadgeLink } from '@/features/cart/components/cart-badge-link.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

/** Spec §2 scooter header: Home, Goods, Blind-boxes, search, and the cart with a dot badge. */
export function ScooterHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand={<Trans>E-Scooters</Trans>}
      brandTo="/electric-scooter"
      navLabel={t`Scooter shop`}
      settings={<CurrencySelect />}
      actions={
        <>
          <SearchButton />
          <CartBadgeLink count="scoCartNum" to="/ELST/cart" />
          <LocaleToggle className="shop-header__locale" />
        </>
      }
    >
      <Link to="/electric-scooter" activeOptions={{ exact: true }}>
        <Trans>Home</Trans>
      </Link>
      <Link to="/ELST/goods">
        <Trans>Goods</Trans>
      </Link>
      <Link to="/ELST/blind-boxes">
        <Trans>Blind-boxes</Trans>
      </Link>
    </ShopHeader>
  )
}
