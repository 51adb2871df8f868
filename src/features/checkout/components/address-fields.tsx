import type { FieldErrors, UseFormRegister, FieldValues, Path } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { CountrySelect } from '@/ui/country-select.tsx'
import { FormField } from '@/ui/form-field.tsx'
import type { AddressValues } from '../schemas/checkout-forms.ts'

interface AddressFieldsProps<T extends FieldValues> {
  /** Where the address sits in the form: 'address' or 'billingAddress'. */
  name: 'address' | 'billingAddress'
  register: UseFormRegister<T>
  errors: FieldErrors<AddressValues> | undefined
  /** autocomplete section, so the browser fills shipping and billing apart. */
  section: 'shipping' | 'billing'
}

/** The fields of an address typed at checkout (spec §3 address). */
export function AddressFields<T extends FieldValues>({ name, register, errors, section }: AddressFieldsProps<T>) {
  const { t } = useLingui()
  const field = (key: keyof AddressValues) => register(`${name}.${key}` as Path<T>)
  return (
    <div className="checkout-address">
      <FormField label={<Trans>First name</Trans>} error={errors?.firstName?.message}>
        {(control) => <input {...control} {...field('firstName')} autoComplete={`section-${section} ${section} given-name`} />}
      </FormField>
      <FormField label={<Trans>Last name</Trans>} error={errors?.lastName?.message}>
        {(control) => <input {...control} {...field('lastName')} autoComplete={`section-${section} ${section} family-name`} />}
      </FormField>
      <FormField label={<Trans>Country/Region</Trans>} error={errors?.country?.message} className="checkout-address__wide">
        {(control) => (
          <CountrySelect
            {...control}
            {...field('country')}
            placeholder={t`Please select a country`}
            autoComplete={`section-${section} ${section} country`}
          />
        )}
      </FormField>
      <FormField label={<Trans>Address</Trans>} error={errors?.address?.message} className="checkout-address__wide">
        {(control) => <input {...control} {...field('address')} autoComplete={`section-${section} ${section} street-address`} />}
      </FormField>
      <FormField label={<Trans>City</Trans>} error={errors?.city?.message}>
        {(control) => <input {...control} {...field('city')} autoComplete={`section-${section} ${section} address-level2`} />}
      </FormField>
      <FormField label={<Trans>State/Province (optional)</Trans>} error={errors?.state?.message}>
        {(control) => <input {...control} {...field('state')} autoComplete={`section-${section} ${section} address-level1`} />}
      </FormField>
      <FormField label={<Trans>Postal/Zip code</Trans>} error={errors?.postalCode?.message}>
        {(control) => <input {...control} {...field('postalCode')} autoComplete={`section-${section} ${section} postal-code`} />}
      </FormField>
    </div>
  )
}
