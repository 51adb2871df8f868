import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCartCount } from '@/lib/cart-counts.ts'
import { ShopHeader, ShopHeaderCart } from '@/ui/shop-header.tsx'
import { LocaleToggle } from '@/features/shell/components/locale-toggle.tsx'

/** The Bootski shop's header: home, the boot categories and the cart with its badge. */
export function SkiHeader() {
  const { t } = useLingui()
  const count = useCartCount('bootCartNum')
  return (
    <ShopHeader
      brand="Bootski"
      brandTo="/ski-board"
      navLabel={t`Ski board shop`}
      actions={(
        <>
          <ShopHeaderCart to="/ski-board/cart" count={count} />
          <LocaleToggle className="shop-header__locale" />
        </>
      )}
    >
      <Link to="/ski-board" activeOptions={{ exact: true, includeHash: false }}><Trans>Home</Trans></Link>
      <Link to="/ski-board" hash="alpine" activeOptions={{ includeHash: true }}><Trans>Alpine</Trans></Link>
      <Link to="/ski-board" hash="freeride" activeOptions={{ includeHash: true }}><Trans>Freeride</Trans></Link>
      <Link to="/ski-board" hash="junior" activeOptions={{ includeHash: true }}><Trans>Junior</Trans></Link>
    </ShopHeader>
  )
}
