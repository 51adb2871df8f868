import { Dialog } from 'radix-ui'
import { useLingui } from '@lingui/react/macro'
import type { CartSign } from '#contract/cart-rules.ts'
import { CartIcon, CloseIcon } from '@/ui/icons.tsx'
import { useCart } from '../api/get-cart.ts'
import { CartView } from './cart-view.tsx'
import './cart-drawer.css'

interface CartDrawerProps {
  line: CartSign
  continueTo: string
}

/**
 * A cart that opens over the page, for a line the spec gives no cart route (the vape brands):
 * the same cart screen, with a dot on the icon while it holds anything.
 */
export function CartDrawer({ line, continueTo }: CartDrawerProps) {
  const { t } = useLingui()
  const count = useCart(line).data?.count ?? 0
  return (
    <Dialog.Root>
      <Dialog.Trigger className="icon-button cart-badge-link" aria-label={count > 0 ? t`Cart, ${count} items` : t`Cart`}>
        <CartIcon />
        {count > 0 ? <span className="cart-badge-link__dot" data-testid="cart-dot" /> : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-drawer__backdrop" />
        <Dialog.Content className="cart-drawer" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{t`Shopping cart`}</Dialog.Title>
          <Dialog.Close className="icon-button cart-drawer__close" aria-label={t`Close cart`}>
            <CloseIcon />
          </Dialog.Close>
          <CartView line={line} continueTo={continueTo} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
