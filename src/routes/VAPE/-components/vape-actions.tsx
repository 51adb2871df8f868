import type { RoutePath } from '@/lib/route-paths.ts'
import { SearchButton } from '@/features/search/components/search-button.tsx'
import { CartDrawer } from '@/features/cart/components/cart-drawer.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'

/** The right-hand side of the vape header: search, the vape cart and language (currency goes in the header's settings). */
export function VapeActions({ continueTo = '/VAPE/WAKA' }: { continueTo?: RoutePath }) {
  return (
    <>
      <SearchButton />
      <CartDrawer line="cig" continueTo={continueTo} />
      <LocaleToggle className="shop-header__locale" />
    </>
  )
}
