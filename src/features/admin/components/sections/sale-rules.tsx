import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { saleRuleFields, type SaleRuleRow } from '#contract/admin-data.ts'
import { saleLines } from '#contract/sale-rules.ts'
import { FormField } from '@/ui/form-field.tsx'
import { CountrySelect, useCountryName } from '@/ui/country-select.tsx'
import { useDeleteSaleRule, useSaleRules, useSaveSaleRule } from '../../api/sale-rules.ts'
import { useProblems } from '../problem-message.ts'
import { DataTable } from './data-table.tsx'
import { lineLabels } from './labels.ts'
import { FormActions } from '../form-actions.tsx'

type Sort = 'line' | 'country'
const features = tableFeatures({})
const helper = createColumnHelper<typeof features, SaleRuleRow>()
const empty: SaleRuleRow[] = []
/** The empty choice of the country select stands for '*': every country without a rule of its own. */
const everyOther = '*'

/** Add a rule, or edit one (its line and country then stay); checked with the server's own schema first. */
function SaleRuleForm({ editing, named, onDone }: { editing: SaleRuleRow | null; named: string; onDone(): void }) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const save = useSaveSaleRule()
  const [problems, setProblems] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = saleRuleFields.safeParse({
      line: editing?.line ?? form.get('line'),
      country: editing?.country ?? (String(form.get('country') ?? '') || everyOther),
      allowed: form.get('allowed') === 'on',
      reason_en: form.get('reason_en'),
      reason_zh: form.get('reason_zh'),
      minimum_age: Number(String(form.get('minimum_age') ?? '').trim() || Number.NaN),
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
  const title = editing ? t`Edit the rule for ${named}` : t`Add a rule`
  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      {editing ? null : (
        <>
          <FormField label={t`Product line`} error={problems.line}>
            {(control) => (
              <select {...control} name="line" defaultValue="">
                <option value="">{t`Choose a line`}</option>
                {saleLines.map((line) => (
                  <option key={line} value={line}>
                    {i18n._(lineLabels[line]!)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t`Country`} error={problems.country}>
            {(control) => <CountrySelect {...control} name="country" placeholder={t`Every other country (*)`} defaultValue="" />}
          </FormField>
        </>
      )}
      <FormField label={t`Sold there`} error={problems.allowed}>
        {(control) => <input {...control} type="checkbox" name="allowed" defaultChecked={editing?.allowed ?? true} />}
      </FormField>
      <FormField label={t`Minimum age (0: none)`} error={problems.minimum_age}>
        {(control) => <input {...control} name="minimum_age" inputMode="numeric" defaultValue={editing?.minimum_age ?? 0} />}
      </FormField>
      <FormField label={t`Reason shown to shoppers (English)`} hint={t`Needed when the line is not sold there.`} error={problems.reason_en}>
        {(control) => <input {...control} name="reason_en" defaultValue={editing?.reason_en} />}
      </FormField>
      <FormField label={t`Reason shown to shoppers (Chinese)`} error={problems.reason_zh}>
        {(control) => <input {...control} name="reason_zh" lang="zh-CN" defaultValue={editing?.reason_zh} />}
      </FormField>
      <FormField label={t`Source (law or regulator)`} error={problems.source}>
        {(control) => <textarea {...control} name="source" rows={2} defaultValue={editing?.source} />}
      </FormField>
      {save.error ? <p role="alert">{save.error.message}</p> : null}
      {save.isSuccess ? (
        <p role="status">
          <Trans>Rule saved: the next order judges by it.</Trans>
        </p>
      ) : null}
      <FormActions
        submit={editing ? <Trans>Save rule</Trans> : <Trans>Add rule</Trans>}
        busy={save.isPending}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  )
}

/**
 * Sale rules: what may be sold where, and to whom. One rule per product line and country, the
 * line's '*' rule for every other country; the next order placement judges by them.
 */
export function SaleRules() {
  const { t, i18n } = useLingui()
  const countryName = useCountryName()
  const list = useSaleRules()
  const remove = useDeleteSaleRule()
  const [sort, setSort] = useState<Sort>('line')
  const [desc, setDesc] = useState(false)
  const [editing, setEditing] = useState<SaleRuleRow | null>(null)
  const countryText = (country: string) => (country === everyOther ? t`Every other country (*)` : `${countryName(country)} (${country})`)
  const lineText = (line: SaleRuleRow['line']) => i18n._(lineLabels[line]!)
  const ruleText = (rule: SaleRuleRow) => `${lineText(rule.line)}, ${countryText(rule.country)}`

  // The '*' rule last in its line: it is what the countries above it fall back to.
  const countryKey = (country: string) => (country === everyOther ? '\uffff' : countryName(country))
  const byLine = (a: SaleRuleRow, b: SaleRuleRow) =>
    lineText(a.line).localeCompare(lineText(b.line), i18n.locale) || countryKey(a.country).localeCompare(countryKey(b.country), i18n.locale)
  const byCountry = (a: SaleRuleRow, b: SaleRuleRow) =>
    countryKey(a.country).localeCompare(countryKey(b.country), i18n.locale) || lineText(a.line).localeCompare(lineText(b.line), i18n.locale)
  const rows = [...(list.data?.list ?? empty)].sort((a, b) => (desc ? -1 : 1) * (sort === 'line' ? byLine(a, b) : byCountry(a, b)))

  const columns = helper.columns([
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => lineText(info.getValue()) }),
    helper.accessor('country', { header: () => t`Country`, cell: (info) => countryText(info.getValue()) }),
    helper.accessor('allowed', { header: () => t`Sold there`, cell: (info) => (info.getValue() ? t`Yes` : t`No`) }),
    helper.accessor('minimum_age', { header: () => t`Minimum age`, cell: (info) => info.getValue() || '—' }),
    helper.accessor(i18n.locale === 'zh-cn' ? 'reason_zh' : 'reason_en', { id: 'reason', header: () => t`Reason shown` }),
    helper.accessor('source', { header: () => t`Source` }),
  ])
  const table = useTable({ features, columns, data: rows })
  const confirmDelete = (rule: SaleRuleRow) => {
    if (window.confirm(t`Delete the rule for ${ruleText(rule)}? That country then follows the line's rule for every other country.`))
      remove.mutate({ line: rule.line, country: rule.country })
  }
  return (
    <section aria-labelledby="sale-rules-heading">
      <h2 id="sale-rules-heading">
        <Trans>Sale rules</Trans>
      </h2>
      <p>
        <Trans>
          What may be sold where, and to whom: a rule per product line and destination country, and the line&apos;s rule for every other
          country (*). A line without any rule is sold everywhere to anyone. The next order judges by these rules; orders already placed
          stand.
        </Trans>
      </p>
      {remove.error ? <p role="alert">{remove.error.message}</p> : null}
      <DataTable
        table={table}
        caption={t`Sale rules`}
        sortable={['line', 'country'] as const}
        sort={{
          sort,
          desc,
          onSort: (key, nextDesc) => {
            setSort(key)
            setDesc(nextDesc)
          },
        }}
        renderActions={(rule) => (
          <>
            <button type="button" aria-label={t`Edit ${ruleText(rule)}`} onClick={() => setEditing(rule)}>
              {t`Edit`}
            </button>{' '}
            {rule.country === everyOther ? null : (
              <button
                type="button"
                aria-label={t`Delete ${ruleText(rule)}`}
                disabled={remove.isPending}
                onClick={() => confirmDelete(rule)}
              >
                {t`Delete`}
              </button>
            )}
          </>
        )}
      />
      <SaleRuleForm
        key={editing ? `${editing.line}:${editing.country}:${editing.updated_at}` : 'new'}
        editing={editing}
        named={editing ? ruleText(editing) : ''}
        onDone={() => setEditing(null)}
      />
    </section>
  )
}
