import { lazy, Suspense, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { toast } from '@/ui/toast-store.ts'
import { usePreloadWhenIdle } from '@/lib/preload-when-idle.ts'
import { useDeleteAddress } from '../api/delete-address.ts'

// Radix's alert dialog (10 KB with its layers) is not part of the address book's first load.
const loadDialog = () => import('./delete-address-dialog.tsx')
const DeleteAddressDialog = lazy(() => loadDialog().then((module) => ({ default: module.DeleteAddressDialog })))

/** Deletes after 'Are you sure delete this address?' is confirmed. */
export function DeleteAddressButton({ id }: { id: number }) {
  const remove = useDeleteAddress({ mutationConfig: { onSuccess: (answer) => toast.success(answer.msg) } })
  const [open, setOpen] = useState(false)
  // Once opened, the dialog stays mounted (its closing animation and focus return).
  const [opened, setOpened] = useState(false)
  if (!opened && open) setOpened(true)
  const trigger = useRef<HTMLButtonElement>(null)
  usePreloadWhenIdle(loadDialog)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--ghost"
        disabled={remove.isPending}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Trans>Delete</Trans>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <DeleteAddressDialog open={open} onOpenChange={setOpen} onConfirm={() => remove.mutate(id)} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
