import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Address, AddressFields } from '#contract/account.ts'
import { useCountryName } from '@/ui/country-select.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { toast } from '@/ui/toast-store.ts'
import { useAddAddress } from '../api/add-address.ts'
import { useAddress } from '../api/get-address.ts'
import { useAddresses } from '../api/get-addresses.ts'
import { useStoreAddress } from '../api/store-address.ts'
import { AddressDialog } from './address-dialog.tsx'
import { AddressForm } from './address-form.tsx'
import { DeleteAddressButton } from './delete-address-button.tsx'
import './account.css'

/** The address book: add, edit, delete (after a confirmation) and the default flag. */
export function AddressBook() {
  const addresses = useAddresses()
  const [adding, setAdding] = useState(false)
  const [editingId, setEditingId] = useState<number>()
  return (
    <section className="account-card" aria-labelledby="address-book-title">
      <div className="account-card__head">
        <h1 id="address-book-title">
          <Trans>Address book</Trans>
        </h1>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          <Trans>Add address</Trans>
        </button>
      </div>
      <QueryState query={addresses}>
        {(list) =>
          list.length === 0 ? (
            <p>
              <Trans>You have not saved any addresses yet.</Trans>
            </p>
          ) : (
            <ul className="address-list">
              {list.map((address) => (
                <AddressCard key={address.id} address={address} onEdit={() => setEditingId(address.id)} />
              ))}
            </ul>
          )
        }
      </QueryState>
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
    </section>
  )
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const countryName = useCountryName()
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ')
  return (
    <li className="address-card">
      <p className="address-card__name">
        {name}
        {address.is_default ? (
          <span className="address-card__default">
            <Trans>Default</Trans>
          </span>
        ) : null}
      </p>
      <address>
        {address.address}
        <br />
        {[address.city, address.state, address.postal_code].filter(Boolean).join(', ')}
        <br />
        {countryName(address.country)}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      {address.needs_check ? (
        <p className="field__error">
          <Trans>Please check this address: it does not meet the destination's address rules. Use a new address instead.</Trans>
        </p>
      ) : null}
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        <DeleteAddressButton id={address.id} />
      </div>
    </li>
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
