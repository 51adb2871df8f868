import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { setRateBody } from '#contract/admin-data.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useRates, useSetRate } from '../../api/data.ts'
import { useProblems } from '../problem-message.ts'
import { Pager } from './data-table.tsx'
import { PriceRoundingForm, useRoundingName } from './price-rounding.tsx'

const pageSize = 20

/** Exchange rates: the one in force per currency, a form to set one, and every change since. */
export function Rates() {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const [page, setPage] = useState(1)
  const [currency, setCurrency] = useState('')
  const rates = useRates({ page, page_size: pageSize, currency: currency || undefined })
  const set = useSetRate()
  const roundingOf = useRoundingName()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const when = (value: string) => i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' })
  const foreign = rates.data?.rates.filter((rate) => rate.currency !== 'USD') ?? []

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = setRateBody.safeParse({ currency: form.get('currency'), per_usd: form.get('per_usd') })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    set.mutate(parsed.data)
  }
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading">
        <Trans>Exchange rates</Trans>
      </h2>
      <p>
        <Trans>
          Prices are kept in US dollars; every other currency converts from these rates. Orders already placed keep the rate they were
          priced at.
        </Trans>
      </p>
      <table className="admin-table">
        <caption className="visually-hidden">
          <Trans>Rates in force</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Currency</Trans>
            </th>
            <th scope="col">
              <Trans>Units per US dollar</Trans>
            </th>
            <th scope="col">
              <Trans>Prices end</Trans>
            </th>
            <th scope="col">
              <Trans>Updated</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.data?.rates.map((rate) => (
            <tr key={rate.currency}>
              <td>{rate.currency}</td>
              <td>{rate.per_usd}</td>
              <td>{rate.currency === 'USD' ? t`As entered` : roundingOf(rate.currency, rate)}</td>
              <td>{when(rate.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="admin-card" onSubmit={submit} noValidate>
        <h3>
          <Trans>Set a rate</Trans>
        </h3>
        <FormField label={t`Currency`} error={problems.currency}>
          {(control) => (
            <select {...control} name="currency">
              {foreign.map((rate) => (
                <option key={rate.currency} value={rate.currency}>
                  {rate.currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Units one US dollar buys`} error={problems.per_usd ?? set.error?.message}>
          {(control) => <input {...control} name="per_usd" inputMode="decimal" />}
        </FormField>
        <button type="submit" disabled={set.isPending}>
          <Trans>Set rate</Trans>
        </button>
        {set.data?.data ? (
          <p role="status">
            <Trans>
              {set.data.data.currency} is now {set.data.data.per_usd} per US dollar.
            </Trans>
          </p>
        ) : null}
      </form>
      {foreign.length > 0 ? <PriceRoundingForm currencies={foreign.map((rate) => rate.currency)} /> : null}
      <h3>
        <Trans>History</Trans>
      </h3>
      <label className="admin-filters">
        <Trans>Currency</Trans>{' '}
        <select
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value)
            setPage(1)
          }}
        >
          <option value="">{t`All`}</option>
          {foreign.map((rate) => (
            <option key={rate.currency} value={rate.currency}>
              {rate.currency}
            </option>
          ))}
        </select>
      </label>
      <table className="admin-table">
        <caption className="visually-hidden">
          <Trans>Rate history</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Currency</Trans>
            </th>
            <th scope="col">
              <Trans>Units per US dollar</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.data?.history.list.map((row) => (
            <tr key={row.id}>
              <td>{when(row.created_at)}</td>
              <td>{row.currency}</td>
              <td>{row.per_usd}</td>
              <td>{row.operator ?? t`seed or command line`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={pageSize} total={rates.data?.history.total ?? 0} onPage={setPage} />
    </section>
  )
}
