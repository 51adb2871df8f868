import { useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddressFields } from '#contract/account.ts'
import { accountRules } from '#contract/account-rules.ts'
import { checkFields } from '#contract/text-rules.ts'
import { addressRulesNow, useAddressRules } from '@/lib/address-rules.ts'
import { checkedBy } from '@/lib/form-resolver.ts'
import { useLocale } from '@/lib/i18n.ts'
import { CountrySelect } from '@/ui/country-select.tsx'
import { FormField } from '@/ui/form-field.tsx'
import { useFormMessage } from '../form-messages.ts'
import { FormAlert } from './form-alert.tsx'

const blank: AddressFields = {
  first_name: '',
  last_name: '',
  country: '',
  state: '',
  city: '',
  address: '',
  postal_code: '',
  phone: '',
  is_default: false,
}

const { first_name, last_name, country, state, city, address, postal_code, addressPhone } = accountRules
const addressRules = { first_name, last_name, country, state, city, address, postal_code, phone: addressPhone }
const resolver = checkedBy(({ is_default, ...fields }: AddressFields) => {
  const checked = checkFields(fields, addressRules)
  // The country says whether a postal code is needed (Hong Kong has none; asked until one is chosen); the server checks the
  // rest of its rules (state/province, postal-code pattern, phone) and answers the field's sentence.
  const rule = fields.country ? addressRulesNow()?.addressRuleOf(fields.country) : undefined
  const problems = { ...checked.problems }
  if ((!rule || rule.require.includes('Z')) && !checked.values.postal_code) problems.postal_code = 'postalCodeRequired'
  return { values: { ...checked.values, is_default }, problems }
})

interface AddressFormProps {
  initial?: AddressFields
  pending: boolean
  failure?: string
  onSubmit: (values: AddressFields) => void
  onCancel: () => void
}

/** The address fields of spec §3 with the spec's messages; the country is an ISO code. */
export function AddressForm({ initial = blank, pending, failure, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const locale = useLocale()
  const rules = useAddressRules()
  const {
    register,
    handleSubmit,
    control: formControl,
    formState: { errors },
  } = useForm({ resolver, defaultValues: initial })
  const chosenCountry = useWatch({ control: formControl, name: 'country' })
  const rule = rules && chosenCountry ? rules.addressRuleOf(chosenCountry) : undefined
  const states = rule?.require.includes('S') ? rule.states : undefined
  const postal = !rule || rules!.hasPostalCode(rule)
  return (
    <form className="account-form address-form" noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <FormAlert message={failure} />
      <div className="address-form__row">
        <FormField label={<Trans>First name</Trans>} error={message(errors.first_name)}>
          {(control) => (
            // oxlint-disable-next-line jsx-a11y/autocomplete-valid -- a valid HTML token the rule's list lacks (oxc PR 24584)
            <input {...control} {...register('first_name')} autoComplete="given-name" />
          )}
        </FormField>
        <FormField label={<Trans>Last name</Trans>} error={message(errors.last_name)}>
          {(control) => (
            // oxlint-disable-next-line jsx-a11y/autocomplete-valid -- a valid HTML token the rule's list lacks (oxc PR 24584)
            <input {...control} {...register('last_name')} autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <FormField label={<Trans>Country/Region</Trans>} error={message(errors.country)}>
        {(control) => (
          <CountrySelect
            {...control}
            {...register('country')}
            options={rules?.countryOptions(locale)}
            placeholder={t`Please select a country`}
            autoComplete="country"
          />
        )}
      </FormField>
      <div className="address-form__row">
        <FormField label={<Trans>State/Province</Trans>} error={message(errors.state)}>
          {(control) =>
            states ? (
              <select {...control} {...register('state')} autoComplete="address-level1">
                <option value="">{t`Please select a state / province from the list`}</option>
                {states.map(([key, latin, local]) => (
                  <option key={key} value={key}>
                    {locale === 'zh-cn' ? local : latin}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} {...register('state')} autoComplete="address-level1" />
            )
          }
        </FormField>
        <FormField label={<Trans>City</Trans>} error={message(errors.city)}>
          {(control) => <input {...control} {...register('city')} autoComplete="address-level2" />}
        </FormField>
      </div>
      <FormField label={<Trans>Address</Trans>} error={message(errors.address)}>
        {(control) => <input {...control} {...register('address')} autoComplete="street-address" />}
      </FormField>
      <div className="address-form__row">
        {postal ? (
          <FormField label={<Trans>Postal/Zip code</Trans>} error={message(errors.postal_code)}>
            {(control) => <input {...control} {...register('postal_code')} autoComplete="postal-code" />}
          </FormField>
        ) : null}
        <FormField label={<Trans>Phone (optional)</Trans>} error={message(errors.phone)}>
          {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
        </FormField>
      </div>
      <label className="address-form__default">
        <input type="checkbox" {...register('is_default')} />
        <Trans>Use as my default address</Trans>
      </label>
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t`Saving…` : t`Save address`}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
