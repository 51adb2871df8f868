import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

/** The results page belongs to no one line: its header leads to each shop. */
export function SearchHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand={<Trans>Cross-Border Shop</Trans>}
      brandTo="/"
      navLabel={t`Shops`}
      settings={<CurrencySelect />}
      actions={
        <>
          <SearchButton />
          <LocaleToggle className="shop-header__locale" />
        </>
      }
    >
      <Link to="/electric-scooter">
        <Trans>E-Scooters</Trans>
      </Link>
      <Link to="/ski-board">
        <Trans>Ski boards</Trans>
      </Link>
      <Link to="/smart-power">
        <Trans>Smart Power</Trans>
      </Link>
      <Link to="/VAPE/WAKA">
        <Trans>Vapes</Trans>
      </Link>
    </ShopHeader>
  )
}
