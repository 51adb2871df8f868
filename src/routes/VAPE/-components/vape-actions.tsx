import type { RoutePath } from '@/lib/route-paths.ts'
import { CurrencySelect } from '@/features/currency/components/currency-select.tsx'
import { CartDrawer } from '@/features/cart/components/cart-drawer.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

/** The right-hand side of the vape header: the vape cart, currency and language. */
export function VapeActions({ continueTo = '/VAPE/WAKA' }: { continueTo?: RoutePath }) {
  return (
    <>
      <CartDrawer line="cig" continueTo={continueTo} />
      <CurrencySelect />
      <LocaleToggle className="shop-header__locale" />
    </>
  )
}
