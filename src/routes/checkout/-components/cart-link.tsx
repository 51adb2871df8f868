import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { ProductLine } from '#contract/lines.ts'

// Each line's cart page (spec §2); the vape brands sell from their shop pages.
const cartPaths = {
  sco: '/ELST/cart',
  boot: '/ski-board/cart',
  ene: '/ES/energy-storage/cart',
  cig: '/VAPE/WAKA',
} as const satisfies Record<ProductLine<'cart'>, string>

export function CartLink({ line }: { line: ProductLine<'cart'> }) {
  return (
    <Link to={cartPaths[line]} className="checkout-cart-link">
      <Trans>Return to cart</Trans>
    </Link>
  )
}
