import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

export function BlindBoxHeader() {
  const { t } = useLingui()
  return (
    <ShopHeader
      brand={<Trans>Blind boxes</Trans>}
      brandTo="/blindBoxes"
      navLabel={t`Blind-box shop`}
      actions={
        <>
          <CurrencySelect />
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
