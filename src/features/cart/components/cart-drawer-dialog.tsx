import type { RoutePath } from '@/lib/route-paths.ts'
import { Dialog } from 'radix-ui'
import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from '@/ui/icons.tsx'
import { CartView } from './cart-view.tsx'
import type { ProductLine } from '#contract/lines.ts'

interface CartDrawerDialogProps {
  line: ProductLine<'cart'>
  continueTo: RoutePath
  onClose: () => void
}

/**
 * The open drawer: Radix's dialog and the cart screen (with its form library), loaded the first
 * time the visitor opens the cart (cart-drawer.tsx), not with every page of the line.
 */
export default function CartDrawerDialog({ line, continueTo, onClose }: CartDrawerDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
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
