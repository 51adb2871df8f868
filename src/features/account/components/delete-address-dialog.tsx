import type { RefObject } from 'react'
import { AlertDialog } from 'radix-ui'
import { Trans } from '@lingui/react/macro'

interface DeleteAddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  /** The Delete button, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** 'Are you sure delete this address?' (Radix's alert dialog: loaded with the first Delete, or on idle). */
export function DeleteAddressDialog({ open, onOpenChange, onConfirm, trigger }: DeleteAddressDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="account-dialog__overlay" />
        <AlertDialog.Content
          className="account-dialog account-dialog--small"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <AlertDialog.Title>
            <Trans>Delete address</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description>
            <Trans>Are you sure delete this address?</Trans>
          </AlertDialog.Description>
          <div className="account-form__actions">
            <AlertDialog.Action className="button button--danger" onClick={onConfirm}>
              <Trans>Delete</Trans>
            </AlertDialog.Action>
            <AlertDialog.Cancel className="button button--ghost">
              <Trans>Cancel</Trans>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
