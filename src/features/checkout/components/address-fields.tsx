import type { FieldErrors, UseFormRegister, FieldValues, Path } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAddressRules } from '@/lib/address-rules.ts'
import { useLocale } from '@/lib/i18n.ts'
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
  /** The country chosen (ISO code): the fields follow its rules. */
  country: string
}

/**
 * The fields of an address typed at checkout (spec §3 address), following the chosen country's
 * rules once they are loaded (contract/address-rules.ts): the ISO countries named in the
 * shopper's language, a state/province list where the country requires one, no postal code
 * where it has none.
 */
export function AddressFields<T extends FieldValues>({ name, register, errors, section, country }: AddressFieldsProps<T>) {
  const { t } = useLingui()
  const locale = useLocale()
  const rules = useAddressRules()
  const field = (key: keyof AddressValues) => register(`${name}.${key}` as Path<T>)
  const rule = rules && country ? rules.addressRuleOf(country) : undefined
  const states = rule?.require.includes('S') ? rule.states : undefined
  const stateRequired = rule?.require.includes('S') ?? false
  const postal = !rule || rules!.hasPostalCode(rule)
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
            options={rules?.countryOptions(locale)}
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
      <FormField
        label={stateRequired ? <Trans>State/Province</Trans> : <Trans>State/Province (optional)</Trans>}
        error={errors?.state?.message}
      >
        {(control) =>
          states ? (
            <select {...control} {...field('state')} autoComplete={`section-${section} ${section} address-level1`}>
              <option value="">{t`Please select a state / province from the list`}</option>
              {states.map(([key, latin, local]) => (
                <option key={key} value={key}>
                  {locale === 'zh-cn' ? local : latin}
                </option>
              ))}
            </select>
          ) : (
            <input {...control} {...field('state')} autoComplete={`section-${section} ${section} address-level1`} />
          )
        }
      </FormField>
      {postal ? (
        <FormField label={<Trans>Postal/Zip code</Trans>} error={errors?.postalCode?.message}>
          {(control) => <input {...control} {...field('postalCode')} autoComplete={`section-${section} ${section} postal-code`} />}
        </FormField>
      ) : null}
    </div>
  )
}
