import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { currencyDigits } from '#contract/money.ts'
import { destinationTaxBody, dutyRateBody, type DestinationTaxRow, type DutyRateRow } from '#contract/landed-cost-admin.ts'
import { FormField } from '@/ui/form-field.tsx'
import { CountrySelect, useCountryName } from '@/ui/country-select.tsx'
import {
  downloadTaxSummary,
  useDeleteDutyRate,
  useLandedCostRules,
  useSaveDestination,
  useSaveDutyRate,
  useUnclassifiedProducts,
} from '../../api/landed-cost.ts'
import { useProblems } from '../problem-message.ts'
import { FormActions } from '../form-actions.tsx'
import { DataTable } from './data-table.tsx'

const features = tableFeatures({})
const destinationHelper = createColumnHelper<typeof features, DestinationTaxRow>()
const rateHelper = createColumnHelper<typeof features, DutyRateRow>()
const noDestinations: DestinationTaxRow[] = []
const noRates: DutyRateRow[] = []

/** "20" or "20.5" (%) → basis points; anything else → -1, which the contract refuses with the field's message. */
function basisPoints(text: FormDataEntryValue | null): number {
  const match = /^(-?\d{1,4})(?:\.(\d{1,2}))?$/.exec(String(text ?? '').trim())
  if (!match) return -1
  const whole = Number(match[1])
  return whole * 100 + Math.sign(whole || 1) * Number((match[2] ?? '').padEnd(2, '0'))
}

/** "135" or "135.00" in `currency` → minor units; empty → null (no threshold); not an amount → -1 (refused). */
function minorOf(text: FormDataEntryValue | null, currency: string): number | null {
  const value = String(text ?? '').trim()
  if (value === '') return null
  const digits = currencyDigits(currency)
  const match = (digits === 0 ? /^(\d{1,9})$/ : /^(\d{1,9})(?:\.(\d{1,2}))?$/).exec(value)
  if (!match) return -1
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0'))
}

/** Minor units → the amount as typed ("135.00"); null → empty. */
function majorOf(amount: number | null, currency: string): string {
  if (amount === null) return ''
  const digits = currencyDigits(currency)
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits)
}

const percent = (bp: number) => `${(bp / 100).toString()}%`

/** The currency a safeParse reads the amounts in: what the operator typed, else the destination's. */
const typedCurrency = (form: FormData, fallback: string) =>
  String(form.get('currency') ?? '')
    .trim()
    .toUpperCase() || fallback

function DestinationForm({ row, onDone }: { row: DestinationTaxRow; onDone(): void }) {
  const { t } = useLingui()
  const countryName = useCountryName()
  const toProblems = useProblems()
  const save = useSaveDestination()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const ref = useRef<HTMLFormElement>(null)
  // Opened from a row far down the table: the form comes into view.
  // In braces: a browser's scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' })
  }, [])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const currency = typedCurrency(form, row.currency)
    // Typed in another currency than the destination's: its digits may not even be known; the server says which it must be.
    const amountCurrency = /^[A-Z]{3}$/.test(currency) ? currency : row.currency
    const parsed = destinationTaxBody.safeParse({
      vat_bp: basisPoints(form.get('vat')),
      currency,
      duty_threshold: minorOf(form.get('duty_threshold'), amountCurrency),
      tax_threshold: minorOf(form.get('tax_threshold'), amountCurrency),
      seller_collects_up_to: form.get('collects') === 'on' ? minorOf(form.get('seller_collects_up_to'), amountCurrency) : null,
      tax_base: form.get('tax_base'),
      clearance_fee: minorOf(form.get('clearance_fee'), amountCurrency) ?? 0,
      note: form.get('note'),
      source: form.get('source'),
      version: row.version,
    })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    save.mutate({ country: row.country, body: parsed.data }, { onSuccess: onDone })
  }
  const title = t`Edit the rules for ${countryName(row.country)} (${row.country})`
  return (
    <form ref={ref} className="admin-card" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FormField label={t`Import VAT/GST (%)`} error={problems.vat_bp}>
        {(control) => <input {...control} name="vat" inputMode="decimal" defaultValue={String(row.vat_bp / 100)} />}
      </FormField>
      <FormField
        label={t`Currency of the amounts below`}
        hint={t`The destination's customs currency: ${row.currency}.`}
        error={problems.currency}
      >
        {(control) => <input {...control} name="currency" maxLength={3} autoCapitalize="characters" defaultValue={row.currency} />}
      </FormField>
      <FormField label={t`No duty up to (empty: duty from the first unit)`} error={problems.duty_threshold}>
        {(control) => (
          <input {...control} name="duty_threshold" inputMode="decimal" defaultValue={majorOf(row.duty_threshold, row.currency)} />
        )}
      </FormField>
      <FormField label={t`No tax up to (empty: tax from the first unit)`} error={problems.tax_threshold}>
        {(control) => (
          <input {...control} name="tax_threshold" inputMode="decimal" defaultValue={majorOf(row.tax_threshold, row.currency)} />
        )}
      </FormField>
      <FormField label={t`The shop collects the tax at the sale`}>
        {(control) => <input {...control} type="checkbox" name="collects" defaultChecked={row.seller_collects_up_to !== null} />}
      </FormField>
      <FormField label={t`…for goods worth up to`} error={problems.seller_collects_up_to}>
        {(control) => (
          <input
            {...control}
            name="seller_collects_up_to"
            inputMode="decimal"
            defaultValue={majorOf(row.seller_collects_up_to, row.currency)}
          />
        )}
      </FormField>
      <FormField label={t`Tax charged on`} error={problems.tax_base}>
        {(control) => (
          <select {...control} name="tax_base" defaultValue={row.tax_base}>
            <option value="goods">{t`Goods`}</option>
            <option value="goods_delivery">{t`Goods and delivery`}</option>
            <option value="goods_delivery_duty">{t`Goods, delivery and duty`}</option>
          </select>
        )}
      </FormField>
      <FormField label={t`Clearance fee`} error={problems.clearance_fee}>
        {(control) => (
          <input {...control} name="clearance_fee" inputMode="decimal" defaultValue={majorOf(row.clearance_fee, row.currency)} />
        )}
      </FormField>
      <FormField label={t`What shoppers read under "What is this?"`} error={problems.note}>
        {(control) => <input {...control} name="note" defaultValue={row.note} />}
      </FormField>
      <FormField label={t`Source (the authority's page)`} error={problems.source}>
        {(control) => <textarea {...control} name="source" rows={2} defaultValue={row.source} />}
      </FormField>
      {save.error ? <p role="alert">{save.error.message}</p> : null}
      <FormActions submit={<Trans>Save the rules</Trans>} busy={save.isPending} onCancel={onDone} />
    </form>
  )
}

function DutyRateForm({ editing, tariffs, onDone }: { editing: DutyRateRow | null; tariffs: string[]; onDone(): void }) {
  const { t } = useLingui()
  const toProblems = useProblems()
  const save = useSaveDutyRate()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (editing) ref.current?.scrollIntoView({ block: 'start' })
  }, [editing])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = dutyRateBody.safeParse({
      ...(editing ? { id: editing.id } : {}),
      tariff: form.get('tariff'),
      hs_prefix: form.get('hs_prefix'),
      origin: String(form.get('origin') ?? '') || null,
      rate_bp: basisPoints(form.get('rate')),
      replaces: form.get('replaces') === 'on',
      source: form.get('source'),
    })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    const filled = event.currentTarget
    save.mutate(parsed.data, {
      onSuccess: () => {
        filled.reset()
        onDone()
      },
    })
  }
  const title = editing ? t`Edit the duty rate` : t`Add a duty rate`
  return (
    <form ref={ref} className="admin-card" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FormField label={t`Tariff`} error={problems.tariff}>
        {(control) => (
          <select {...control} name="tariff" defaultValue={editing?.tariff ?? ''}>
            <option value="">{t`Choose a tariff`}</option>
            {tariffs.map((tariff) => (
              <option key={tariff} value={tariff}>
                {tariff}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`HS heading (2, 4 or 6 digits; empty: every heading)`} error={problems.hs_prefix}>
        {(control) => <input {...control} name="hs_prefix" inputMode="numeric" maxLength={6} defaultValue={editing?.hs_prefix ?? ''} />}
      </FormField>
      <FormField label={t`Origin`} error={problems.origin}>
        {(control) => <CountrySelect {...control} name="origin" placeholder={t`Every origin`} defaultValue={editing?.origin ?? ''} />}
      </FormField>
      <FormField label={t`Duty rate (%)`} error={problems.rate_bp}>
        {(control) => <input {...control} name="rate" inputMode="decimal" defaultValue={editing ? String(editing.rate_bp / 100) : ''} />}
      </FormField>
      <FormField label={t`The origin's rate replaces the general one (else it is added)`} error={problems.replaces}>
        {(control) => <input {...control} type="checkbox" name="replaces" defaultChecked={editing?.replaces ?? false} />}
      </FormField>
      <FormField label={t`Source (the tariff's page)`} error={problems.source}>
        {(control) => <textarea {...control} name="source" rows={2} defaultValue={editing?.source ?? ''} />}
      </FormField>
      {save.error ? <p role="alert">{save.error.message}</p> : null}
      {save.isSuccess ? (
        <p role="status">
          <Trans>Duty rate saved: the next quote uses it.</Trans>
        </p>
      ) : null}
      <FormActions
        submit={editing ? <Trans>Save the duty rate</Trans> : <Trans>Add the duty rate</Trans>}
        busy={save.isPending}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  )
}

function Unclassified() {
  const list = useUnclassifiedProducts()
  const { i18n } = useLingui()
  const rows = list.data?.list ?? []
  return (
    <section aria-labelledby="unclassified-heading">
      <h3 id="unclassified-heading">
        <Trans>Products without an HS code or origin</Trans>
      </h3>
      <p>
        <Trans>
          They are not sold where duty is due on them (the shopper is told they cannot be delivered there yet). Give each its HS code and
          country of origin on its product page.
        </Trans>
      </p>
      {list.data && rows.length === 0 ? (
        <p>
          <Trans>Every product is classified.</Trans>
        </p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to="/admin/products/$productId" params={{ productId: String(row.id) }}>
                #{row.id} {(i18n.locale === 'zh-cn' ? row.name_zh : row.name_en) || row.name_en || row.name_zh}
              </Link>{' '}
              ({row.line}) — {row.hs_code ? null : <Trans>no HS code</Trans>}
              {!row.hs_code && !row.origin_country ? ', ' : null}
              {row.origin_country ? null : <Trans>no origin</Trans>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The month before this one, YYYY-MM: what a return is filed for. */
const lastMonth = () => {
  const now = new Date()
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return month.toISOString().slice(0, 7)
}

function TaxSummary() {
  const { t } = useLingui()
  const [month, setMonth] = useState(lastMonth)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    downloadTaxSummary(month)
      .catch((error: Error) => setProblem(error.message))
      .finally(() => setBusy(false))
  }
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="tax-summary-heading">
      <h3 id="tax-summary-heading">
        <Trans>Tax collected, by month</Trans>
      </h3>
      <p>
        <Trans>
          For a UK VAT return or an EU IOSS return: per destination country and currency, the orders paid that month (UTC), their goods at
          the price paid, delivery, the tax collected at the sale, the tax and duty paid at import, and what was refunded on them (all money
          refunded, not split yet). Amounts in minor units.
        </Trans>
      </p>
      <FormField label={t`Month`}>
        {(control) => <input {...control} type="month" name="month" value={month} onChange={(event) => setMonth(event.target.value)} />}
      </FormField>
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="submit" disabled={busy}>
        <Trans>Download the summary (CSV)</Trans>
      </button>
    </form>
  )
}

/**
 * Duties and taxes (issue 50): what each destination charges at its border and the duty rates by
 * HS heading, edited here and audited; a change applies to the next quote, placed orders keep
 * their figures. Also the products that cannot be classified and the monthly summary.
 */
export function LandedCost() {
  const { t } = useLingui()
  const countryName = useCountryName()
  const rules = useLandedCostRules()
  const remove = useDeleteDutyRate()
  const [editingCountry, setEditingCountry] = useState<DestinationTaxRow | null>(null)
  const [editingRate, setEditingRate] = useState<DutyRateRow | null>(null)
  const [tariffShown, setTariffShown] = useState('')
  const destinations = rules.data?.destinations ?? noDestinations
  const allRates = rules.data?.duty_rates ?? noRates
  // Over a hundred rates: shown by tariff when the operator picks one.
  const rates = tariffShown ? allRates.filter((rate) => rate.tariff === tariffShown) : allRates
  const tariffs = [...new Set(destinations.map((row) => row.tariff))].sort()
  const countryCell = (code: string) => <span className="admin-nowrap">{`${countryName(code)} (${code})`}</span>
  const amount = (row: DestinationTaxRow, value: number | null) =>
    value === null ? '—' : <span className="admin-nowrap">{`${majorOf(value, row.currency)} ${row.currency}`}</span>
  const baseText = { goods: t`Goods`, goods_delivery: t`Goods and delivery`, goods_delivery_duty: t`Goods, delivery and duty` }

  const destinationColumns = destinationHelper.columns([
    destinationHelper.accessor('country', {
      header: () => t`Country`,
      cell: (info) => countryCell(info.getValue()),
    }),
    destinationHelper.accessor('vat_bp', { header: () => t`VAT/GST`, cell: (info) => percent(info.getValue()) }),
    destinationHelper.accessor('duty_threshold', {
      header: () => t`No duty up to`,
      cell: (info) => amount(info.row.original, info.getValue()),
    }),
    destinationHelper.accessor('tax_threshold', {
      header: () => t`No tax up to`,
      cell: (info) => amount(info.row.original, info.getValue()),
    }),
    destinationHelper.accessor('seller_collects_up_to', {
      header: () => t`Collected at sale up to`,
      cell: (info) => (info.getValue() === null ? t`No` : amount(info.row.original, info.getValue())),
    }),
    destinationHelper.accessor('tax_base', { header: () => t`Tax on`, cell: (info) => baseText[info.getValue()] }),
    destinationHelper.accessor('clearance_fee', {
      header: () => t`Clearance fee`,
      cell: (info) => amount(info.row.original, info.getValue()),
    }),
    destinationHelper.accessor('tariff', { header: () => t`Tariff` }),
  ])
  const rateColumns = rateHelper.columns([
    rateHelper.accessor('tariff', { header: () => t`Tariff` }),
    rateHelper.accessor('hs_prefix', { header: () => t`HS heading`, cell: (info) => info.getValue() || t`Every heading` }),
    rateHelper.accessor('origin', { header: () => t`Origin`, cell: (info) => info.getValue() ?? t`Every origin` }),
    rateHelper.accessor('rate_bp', { header: () => t`Rate`, cell: (info) => percent(info.getValue()) }),
    rateHelper.accessor('replaces', {
      header: () => t`Origin's rate`,
      cell: (info) => (info.row.original.origin === null ? '—' : info.getValue() ? t`Replaces` : t`Adds`),
    }),
  ])
  const destinationTable = useTable({ features, columns: destinationColumns, data: destinations })
  const rateTable = useTable({ features, columns: rateColumns, data: rates })
  const rateText = (rate: DutyRateRow) => `${rate.tariff} ${rate.hs_prefix || '*'}${rate.origin ? ` ${rate.origin}` : ''}`
  const confirmDelete = (rate: DutyRateRow) => {
    if (window.confirm(t`Delete the duty rate ${rateText(rate)}? The next quote goes without it.`)) remove.mutate(rate.id)
  }
  return (
    <section aria-labelledby="landed-cost-heading">
      <h2 id="landed-cost-heading">
        <Trans>Duties and taxes</Trans>
      </h2>
      <p>
        <Trans>
          What each destination charges at its border, included in the price the shopper pays. A change applies to the next quote; orders
          already placed keep the figures they were placed with. Every change is in the audit log.
        </Trans>
      </p>
      {editingCountry ? (
        <DestinationForm
          key={`${editingCountry.country}:${editingCountry.version}`}
          row={editingCountry}
          onDone={() => setEditingCountry(null)}
        />
      ) : null}
      <h3>
        <Trans>Destinations</Trans>
      </h3>
      <DataTable
        table={destinationTable}
        caption={t`Destinations`}
        renderActions={(row) => (
          <button type="button" aria-label={t`Edit the rules for ${countryName(row.country)}`} onClick={() => setEditingCountry(row)}>
            {t`Edit`}
          </button>
        )}
      />
      <Unclassified />
      <TaxSummary />
      <h3>
        <Trans>Duty rates</Trans>
      </h3>
      <FormField label={t`Show the tariff`}>
        {(control) => (
          <select {...control} value={tariffShown} onChange={(event) => setTariffShown(event.target.value)}>
            <option value="">{t`Every tariff`}</option>
            {tariffs.map((tariff) => (
              <option key={tariff} value={tariff}>
                {tariff}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <DutyRateForm
        key={editingRate ? `${editingRate.id}` : 'new'}
        editing={editingRate}
        tariffs={tariffs}
        onDone={() => setEditingRate(null)}
      />
      {remove.error ? <p role="alert">{remove.error.message}</p> : null}
      <DataTable
        table={rateTable}
        caption={t`Duty rates`}
        renderActions={(rate) => (
          <>
            <button type="button" aria-label={t`Edit ${rateText(rate)}`} onClick={() => setEditingRate(rate)}>
              {t`Edit`}
            </button>{' '}
            <button type="button" aria-label={t`Delete ${rateText(rate)}`} disabled={remove.isPending} onClick={() => confirmDelete(rate)}>
              {t`Delete`}
            </button>
          </>
        )}
      />
    </section>
  )
}
