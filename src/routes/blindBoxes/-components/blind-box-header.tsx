import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import { CartIcon } from '@/ui/icons.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'

/**
 * The blind-box shop's header. Boxes are paid from the wallet, not through a cart: the bag icon
 * leads to the boxes won, which wait there to be shipped or resold.
 */
export function BlindBoxHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand={<Trans>Blind boxes</Trans>}
      brandTo="/blindBoxes"
      navLabel={t`Blind-box shop`}
      settings={<CurrencySelect />}
      actions={
        <>
          <SearchButton />
          <Link to="/blindBoxes/account" className="icon-button" aria-label={t`My boxes`}>
            <CartIcon />
          </Link>
          <LocaleToggle className="shop-header__locale" />
        </>
      }
    >
      <Link to="/blindBoxes" activeOptions={{ exact: true }}>
        <Trans>Series</Trans>
      </Link>
      <Link to="/blindBoxes/account">
        <Trans>My boxes</Trans>
      </Link>
      <Link to="/blindBoxes/recharge">
        <Trans>Top up</Trans>
      </Link>
      <Link to="/blindBoxes/rules">
        <Trans>Rules</Trans>
      </Link>
    </ShopHeader>
  )
}
