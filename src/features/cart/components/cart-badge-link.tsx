import { Link } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useIsLoggedIn } from '@/lib/user-store.ts'
import { useCartCount, type CartCounts } from '@/lib/cart-counts.ts'
import { CartIcon } from '@/ui/icons.tsx'
import { cartQueryOptions } from '../api/get-cart.ts'
import type { ProductLine } from '#contract/lines.ts'
import './cart-badge-link.css'

const signOf: Record<keyof CartCounts, ProductLine<'cart'>> = { scoCartNum: 'sco', bootCartNum: 'boot', eneCartNum: 'ene' }

interface CartBadgeLinkProps {
  /** Which header count: scoCartNum, bootCartNum or eneCartNum. */
  count: keyof CartCounts
  to: RoutePath
  className?: string
}

/** A shop header's cart link, with a dot badge while that line's cart holds anything. */
export function CartBadgeLink({ count: countKey, to, className }: CartBadgeLinkProps) {
  const { t } = useLingui()
  const count = useCartCount(countKey)
  // A signed-in shopper's count is asked of the server whenever the header mounts (a guest's
  // follows CART__): the device's copy may be from before the last adds.
  useQuery({ ...cartQueryOptions(signOf[countKey]), enabled: useIsLoggedIn() })
  return (
    <Link to={to} className={`icon-button cart-badge-link ${className ?? ''}`} aria-label={count > 0 ? t`Cart, ${count} items` : t`Cart`}>
      <CartIcon />
      {count > 0 ? <span className="cart-badge-link__dot" data-testid="cart-dot" /> : null}
    </Link>
  )
}
