import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Address } from '#contract/account.ts'
import { useCountryName } from '@/ui/country-select.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { usePreloadWhenIdle } from '@/lib/preload-when-idle.ts'
import { useAddresses } from '../api/get-addresses.ts'
import { DeleteAddressButton } from './delete-address-button.tsx'
import './account.css'

// The add and edit dialogs (Radix's dialog, the address form) load when the shopper first opens
// one, and on idle before that, so a tap (offline too, or replayed from before hydration) opens
// them at once rather than after a round trip.
const loadEditors = () => import('./address-editors.tsx')
const AddressEditors = lazy(() => loadEditors().then((module) => ({ default: module.AddressEditors })))

/** The address book: add, edit, delete (after a confirmation) and the default flag. */
export function AddressBook() {
  const addresses = useAddresses()
  const [adding, setAdding] = useState(false)
  const [editingId, setEditingId] = useState<number>()
  // Once opened, the dialogs stay mounted (closing one keeps Radix's focus return).
  const [opened, setOpened] = useState(false)
  if (!opened && (adding || editingId !== undefined)) setOpened(true)
  usePreloadWhenIdle(loadEditors)
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
      {opened ? (
        <Suspense fallback={null}>
          <AddressEditors adding={adding} setAdding={setAdding} editingId={editingId} setEditingId={setEditingId} />
        </Suspense>
      ) : null}
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
