import { lazy, Suspense, useRef, useState } from 'react'
import type { RoutePath } from '@/lib/route-paths.ts'
import { useLingui } from '@lingui/react/macro'
import { CartIcon } from '@/ui/icons.tsx'
import { useCart } from '../api/get-cart.ts'
import type { ProductLine } from '#contract/lines.ts'
import './cart-drawer.css'

// The dialog, the cart screen and its form library load when the cart is first opened.
const CartDrawerDialog = lazy(() => import('./cart-drawer-dialog.tsx'))

interface CartDrawerProps {
  line: ProductLine<'cart'>
  continueTo: RoutePath
}

/**
 * A cart that opens over the page, for a line the spec gives no cart route (the vape brands):
 * the same cart screen, with a dot on the icon while it holds anything.
 */
export function CartDrawer({ line, continueTo }: CartDrawerProps) {
  const { t } = useLingui()
  const count = useCart(line).data?.count ?? 0
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    // Back where the visitor was, as a dialog's own trigger would.
    trigger.current?.focus()
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button cart-badge-link"
        aria-label={count > 0 ? t`Cart, ${count} items` : t`Cart`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        {count > 0 ? <span className="cart-badge-link__dot" data-testid="cart-dot" /> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawerDialog line={line} continueTo={continueTo} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
