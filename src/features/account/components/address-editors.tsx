import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AddressFields } from '#contract/account.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useAddAddress } from '../api/add-address.ts'
import { useAddress } from '../api/get-address.ts'
import { useStoreAddress } from '../api/store-address.ts'
import { AddressDialog } from './address-dialog.tsx'
import { AddressForm } from './address-form.tsx'

interface AddressEditorsProps {
  adding: boolean
  setAdding: (adding: boolean) => void
  editingId: number | undefined
  setEditingId: (id: number | undefined) => void
}

/** The address book's add and edit dialogs, loaded apart from the book (address-book.tsx). */
export function AddressEditors({ adding, setAdding, editingId, setEditingId }: AddressEditorsProps) {
  return (
    <>
      <AddressDialog open={adding} onOpenChange={setAdding} title={<Trans>Add address</Trans>}>
        {adding ? <AddAddress onDone={() => setAdding(false)} /> : null}
      </AddressDialog>
      <AddressDialog
        open={editingId !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditingId(undefined)
        }}
        title={<Trans>Edit address</Trans>}
      >
        {editingId !== undefined ? <EditAddress id={editingId} onDone={() => setEditingId(undefined)} /> : null}
      </AddressDialog>
    </>
  )
}

function AddAddress({ onDone }: { onDone: () => void }) {
  const [failure, setFailure] = useState<string>()
  const add = useAddAddress({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        onDone()
      },
      onError: (error) => setFailure(error.message),
    },
  })
  const submit = (values: AddressFields) => {
    setFailure(undefined)
    add.mutate(values)
  }
  return <AddressForm pending={add.isPending} failure={failure} onSubmit={submit} onCancel={onDone} />
}

/** Edits what GET /user/editaddress returns, fresh, not a possibly stale list row. */
function EditAddress({ id, onDone }: { id: number; onDone: () => void }) {
  const address = useAddress(id)
  const [failure, setFailure] = useState<string>()
  const store = useStoreAddress({
    mutationConfig: {
      onSuccess: (answer) => {
        toast.success(answer.msg)
        onDone()
      },
      onError: (error) => setFailure(error.message),
    },
  })
  return (
    <QueryState query={address}>
      {({ id: _id, ...fields }) => (
        <AddressForm
          initial={fields}
          pending={store.isPending}
          failure={failure}
          onCancel={onDone}
          onSubmit={(values) => {
            setFailure(undefined)
            store.mutate({ ...values, id })
          }}
        />
      )}
    </QueryState>
  )
}
