import { Trans } from '@lingui/react/macro'
import { useCountryName } from '@/ui/country-select.tsx'
import { useSavedAddresses } from '../api/get-saved-addresses.ts'
import type { AddressValues, InformationValues } from '../schemas/checkout-forms.ts'

/** One line of address, as the review rows show it. */
export function AddressText({ address }: { address: AddressValues }) {
  const countryName = useCountryName()
  const name = `${address.firstName} ${address.lastName}`.trim()
  return (
    <>
      {[name, address.address, address.city, address.state, address.postalCode, address.country ? countryName(address.country) : '']
        .filter(Boolean)
        .join(', ')}
    </>
  )
}

/** Where the order goes: the saved or typed shipping address, or pick-up. */
export function ShipTo({ information }: { information: InformationValues }) {
  const addresses = useSavedAddresses()
  if (information.delivery === 'pickup') return <Trans>Pick up at our warehouse</Trans>
  if (information.addressChoice === 'new') return <AddressText address={information.address} />
  const saved = addresses.data?.find((address) => String(address.id) === information.addressChoice)
  if (!saved) return <Trans>Saved address</Trans>
  return (
    <AddressText
      address={{
        firstName: saved.first_name,
        lastName: saved.last_name,
        country: saved.country,
        state: saved.state,
        city: saved.city,
        address: saved.address,
        postalCode: saved.postal_code,
      }}
    />
  )
}
