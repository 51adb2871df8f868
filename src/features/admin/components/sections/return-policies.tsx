import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { nonReturnableRules, returnPolicyBody, type ReturnPolicy } from '#contract/returns.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useAdminReturnPolicies, useSaveReturnPolicy } from '../../api/returns.ts'
import { useProblems } from '../problem-message.ts'
import { nonReturnableLabels } from '../labels.ts'

/** Each product line's return terms, edited in both languages: the shop's pages show them at once. */
export function ReturnPolicies() {
  const policies = useAdminReturnPolicies()
  return (
    <section aria-labelledby="return-policies-heading">
      <h1 id="return-policies-heading">
        <Trans>Return policies</Trans>
      </h1>
      {policies.error ? <p role="alert">{policies.error.message}</p> : null}
      {policies.data?.map((policy) => (
        <PolicyForm key={`${policy.key}-${policy.updated_at}`} policy={policy} />
      ))}
    </section>
  )
}

function PolicyForm({ policy }: { policy: ReturnPolicy }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const save = useSaveReturnPolicy(policy.key)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState<string>()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const parsed = returnPolicyBody.safeParse({
      name_en: text('name_en'),
      name_zh: text('name_zh'),
      window_days: Number(text('window_days')),
      warranty_months: Number(text('warranty_months')),
      exchange: form.get('exchange') === 'on',
      non_returnable: nonReturnableRules.filter((rule) => form.get(`rule-${rule}`) === 'on'),
      no_reimport_countries: text('no_reimport_countries')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((code) => code.toUpperCase()),
      terms_en: text('terms_en'),
      terms_zh: text('terms_zh'),
    })
    if (!parsed.success) return setFields(toProblems(parsed.error))
    setFields({})
    save.mutate(parsed.data, { onSuccess: () => setDone(t`Saved: the shop's pages show the new terms.`) })
  }
  const country = Object.entries(fields).find(([key]) => key.startsWith('no_reimport_countries'))?.[1]
  return (
    <form className="admin-form admin-panel" onSubmit={submit} noValidate aria-label={policy.name_en}>
      <h2>
        {i18n.locale === 'zh-cn' ? policy.name_zh : policy.name_en} <small>({policy.key})</small>
      </h2>
      {done ? <p role="status">{done}</p> : null}
      {save.error ? (
        <p role="alert" className="admin-failure">
          {save.error.message}
        </p>
      ) : null}
      <div className="admin-form__row">
        <FormField label={t`Name (English)`} error={fields.name_en}>
          {(control) => <input {...control} name="name_en" defaultValue={policy.name_en} />}
        </FormField>
        <FormField label={t`Name (Chinese)`} error={fields.name_zh}>
          {(control) => <input {...control} name="name_zh" defaultValue={policy.name_zh} />}
        </FormField>
      </div>
      <div className="admin-form__row">
        <FormField label={t`Return window (days after delivery)`} error={fields.window_days}>
          {(control) => <input {...control} name="window_days" type="number" min={0} max={365} defaultValue={policy.window_days} />}
        </FormField>
        <FormField label={t`Warranty (months)`} error={fields.warranty_months}>
          {(control) => <input {...control} name="warranty_months" type="number" min={0} max={120} defaultValue={policy.warranty_months} />}
        </FormField>
      </div>
      <label>
        <input type="checkbox" name="exchange" defaultChecked={policy.exchange} /> <Trans>Size exchanges offered</Trans>
      </label>
      <fieldset>
        <legend>
          <Trans>Cannot come back</Trans>
        </legend>
        {nonReturnableRules.map((rule) => (
          <label key={rule}>
            <input type="checkbox" name={`rule-${rule}`} defaultChecked={policy.non_returnable.includes(rule)} />{' '}
            {i18n._(nonReturnableLabels[rule])}
          </label>
        ))}
      </fieldset>
      <FormField label={t`Countries that forbid re-import (codes, comma-separated)`} error={country}>
        {(control) => <input {...control} name="no_reimport_countries" defaultValue={policy.no_reimport_countries.join(', ')} />}
      </FormField>
      <FormField label={t`Terms (English)`} error={fields.terms_en}>
        {(control) => <textarea {...control} name="terms_en" rows={5} defaultValue={policy.terms_en} />}
      </FormField>
      <FormField label={t`Terms (Chinese)`} error={fields.terms_zh}>
        {(control) => <textarea {...control} name="terms_zh" rows={5} defaultValue={policy.terms_zh} />}
      </FormField>
      <button type="submit" disabled={save.isPending}>
        <Trans>Save policy</Trans>
      </button>
    </form>
  )
}
