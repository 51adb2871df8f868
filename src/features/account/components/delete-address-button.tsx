import { AlertDialog } from 'radix-ui'
import { Trans } from '@lingui/react/macro'
import { toast } from '@/ui/toast-store.ts'
import { useDeleteAddress } from '../api/delete-address.ts'

/** Deletes after 'Are you sure delete this address?' is confirmed. */
export function DeleteAddressButton({ id }: { id: number }) {
  const remove = useDeleteAddress({ mutationConfig: { onSuccess: (answer) => toast.success(answer.msg) } })
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="button button--ghost" disabled={remove.isPending}>
        <Trans>Delete</Trans>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="account-dialog__overlay" />
        <AlertDialog.Content className="account-dialog account-dialog--small">
          <AlertDialog.Title>
            <Trans>Delete address</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description>
            <Trans>Are you sure delete this address?</Trans>
          </AlertDialog.Description>
          <div className="account-form__actions">
            <AlertDialog.Action className="button button--danger" onClick={() => remove.mutate(id)}>
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
