import { useId, useState, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CountrySelect } from '@/ui/country-select.tsx'
import { useShipPrize } from '../api/use-ship-prize.ts'

const empty = { first_name: '', last_name: '', country: '', state: '', city: '', address: '', postal_code: '', phone: '' }
type Field = keyof typeof empty

/** Ships one kept prize to the address typed here (checked again by the server). */
export function ShipPrizeForm({ drawNo }: { drawNo: string }) {
  const { t } = useLingui()
  const base = useId()
  const [address, setAddress] = useState(empty)
  const ship = useShipPrize()
  const fields: { name: Field; label: string; required: boolean; autoComplete: string }[] = [
    { name: 'first_name', label: t`First name`, required: true, autoComplete: 'given-name' },
    { name: 'last_name', label: t`Last name`, required: true, autoComplete: 'family-name' },
    { name: 'address', label: t`Address`, required: true, autoComplete: 'street-address' },
    { name: 'city', label: t`City`, required: true, autoComplete: 'address-level2' },
    { name: 'state', label: t`State/Province`, required: false, autoComplete: 'address-level1' },
    { name: 'postal_code', label: t`Postal/Zip code`, required: true, autoComplete: 'postal-code' },
    { name: 'phone', label: t`Phone`, required: false, autoComplete: 'tel' },
  ]
  const change = (name: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setAddress({ ...address, [name]: event.target.value })
  return (
    <form
      className="box-form"
      onSubmit={(event) => {
        event.preventDefault()
        ship.mutate({ id: drawNo, address })
      }}
    >
      <h2>
        <Trans>Ship this prize</Trans>
      </h2>
      <label htmlFor={`${base}-country`}>
        <Trans>Country</Trans>
      </label>
      <CountrySelect
        id={`${base}-country`}
        required
        placeholder={t`Please select a country`}
        value={address.country}
        onChange={change('country')}
      />
      {fields.map((field) => (
        <div key={field.name} className="box-form__field">
          <label htmlFor={`${base}-${field.name}`}>{field.label}</label>
          <input
            id={`${base}-${field.name}`}
            required={field.required}
            autoComplete={field.autoComplete}
            value={address[field.name]}
            onChange={change(field.name)}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={ship.isPending}>{t`Ship to this address`}</button>
    </form>
  )
}
