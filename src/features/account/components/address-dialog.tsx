import type { ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from '@/ui/icons.tsx'

interface AddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children: ReactNode
}

/** The add and edit forms open over the address book. */
export function AddressDialog({ open, onOpenChange, title, children }: AddressDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="account-dialog__overlay" />
        <Dialog.Content className="account-dialog" aria-describedby={undefined}>
          <div className="account-dialog__head">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t`Close`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
