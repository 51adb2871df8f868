import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CartBadgeLink } from '@/features/cart/components/cart-badge-link.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'

/** The Bootski shop's header: home, the boot categories and the cart with its badge. */
export function SkiHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand="Bootski"
      brandTo="/ski-board"
      navLabel={t`Ski board shop`}
      settings={<CurrencySelect />}
      actions={
        <>
          <SearchButton />
          <CartBadgeLink count="bootCartNum" to="/ski-board/cart" />
          <LocaleToggle className="shop-header__locale" />
        </>
      }
    >
      <Link to="/ski-board" activeOptions={{ exact: true, includeHash: false }}>
        <Trans>Home</Trans>
      </Link>
      <Link to="/ski-board" hash="alpine" activeOptions={{ includeHash: true }}>
        <Trans>Alpine</Trans>
      </Link>
      <Link to="/ski-board" hash="freeride" activeOptions={{ includeHash: true }}>
        <Trans>Freeride</Trans>
      </Link>
      <Link to="/ski-board" hash="junior" activeOptions={{ includeHash: true }}>
        <Trans>Junior</Trans>
      </Link>
    </ShopHeader>
  )
}
