import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { categoryFields, categoryTexts, fixedCategoryLines, vapeBrand, type AdminCategory } from '#contract/admin.ts'
import { line as lineSchema } from '#contract/common.ts'
import { Code } from '#contract/envelope.ts'
import { ApiError } from '@/lib/api-client.ts'
import { FormField } from '@/ui/form-field.tsx'
import { useCreateCategory, useUpdateCategory } from '../api/categories.ts'
import { lineLabels } from './labels.ts'
import { useProblems } from './problem-message.ts'
import { FormActions } from './form-actions.tsx'
import type { ProductLine } from '#contract/lines.ts'

const brandLabels = { waka: 'WAKA', imoment: 'IMOMENT' } as const
/** Lines where new categories have a place in the shop. */
const openLines = lineSchema.options.filter((line) => !fixedCategoryLines.includes(line))

interface CategoryFormProps {
  /** The category as the list loaded it (its version is the one the save sends); none: a new one. */
  editing: AdminCategory | null
  /** The line a new category starts in (the list's filter). */
  line?: ProductLine
  onDone: () => void
  /** Loads the category again after a stale save was refused. */
  onReload: () => void
}

/**
 * A category's names side by side in English and Chinese, and its position in the menus;
 * a new one also takes its line, brand (vapes) and address name, which stay as created.
 * Checked with the server's own schemas before it is sent.
 */
export function CategoryForm({ editing, line, onDone, onReload }: CategoryFormProps) {
  const { t, i18n } = useLingui()
  const toProblems = useProblems()
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [chosenLine, setChosenLine] = useState<ProductLine>(line && openLines.includes(line) ? line : 'sco')
  const failure = (editing ? update : create).error
  const stale = failure instanceof ApiError && failure.code === Code.conflict && failure.data !== undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    const typedSort = String(form.get('sort') ?? '').trim()
    const texts = { name_en: form.get('name_en'), name_zh: form.get('name_zh'), sort: typedSort === '' ? Number.NaN : Number(typedSort) }
    if (editing) {
      const parsed = categoryTexts.safeParse(texts)
      if (!parsed.success) return setProblems(toProblems(parsed.error))
      setProblems({})
      return update.mutate({ id: editing.id, version: editing.version, fields: parsed.data }, { onSuccess: onDone })
    }
    const brand = vapeBrand.safeParse(form.get('brand'))
    const parsed = categoryFields.safeParse({
      ...texts,
      line: chosenLine,
      slug: form.get('slug'),
      brand: brand.success ? brand.data : null,
    })
    if (!parsed.success) return setProblems(toProblems(parsed.error))
    setProblems({})
    create.mutate(parsed.data, {
      onSuccess: () => {
        element.reset()
        onDone()
      },
    })
  }

  return (
    <form className="admin-form admin-panel" onSubmit={submit} noValidate aria-labelledby="category-form-heading">
      <h2 id="category-form-heading">{editing ? <Trans>Edit category {editing.slug}</Trans> : <Trans>New category</Trans>}</h2>
      {editing ? (
        <p>
          {i18n._(lineLabels[editing.line])}
          {editing.brand ? ` · ${brandLabels[editing.brand as keyof typeof brandLabels] ?? editing.brand}` : ''} ·{' '}
          <code>{editing.slug}</code> <Trans>(the line, brand and address name stay as created: the shop's links use them)</Trans>
        </p>
      ) : (
        <div className="admin-form__row">
          <FormField label={t`Product line`}>
            {(control) => (
              <select
                {...control}
                value={chosenLine}
                onChange={(event) => setChosenLine(openLines.find((option) => option === event.target.value) ?? 'sco')}
              >
                {openLines.map((option) => (
                  <option key={option} value={option}>
                    {i18n._(lineLabels[option])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {chosenLine === 'cig' ? (
            <FormField label={t`Brand`} error={problems.brand}>
              {(control) => (
                <select {...control} name="brand">
                  {vapeBrand.options.map((brand) => (
                    <option key={brand} value={brand}>
                      {brandLabels[brand]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField label={t`Address name`} hint={t`Lower-case letters, digits and dashes, e.g. city-scooters`} error={problems.slug}>
            {(control) => <input {...control} name="slug" />}
          </FormField>
        </div>
      )}
      <div className="admin-languages">
        <h3 lang="en">English</h3>
        <h3 lang="zh-CN">中文</h3>
        <div className="admin-languages__pair">
          <FormField label={t`Category name (English)`} error={problems.name_en}>
            {(control) => <input {...control} name="name_en" lang="en" defaultValue={editing?.name_en} />}
          </FormField>
          <FormField label={t`Category name (中文)`} error={problems.name_zh}>
            {(control) => <input {...control} name="name_zh" lang="zh-CN" defaultValue={editing?.name_zh} />}
          </FormField>
        </div>
      </div>
      <FormField label={t`Position in the menu`} hint={t`Lowest first`} error={problems.sort}>
        {(control) => <input {...control} name="sort" inputMode="numeric" defaultValue={String(editing?.sort ?? 100)} />}
      </FormField>
      {stale ? (
        <div role="alert" className="admin-failure">
          <p>{failure.message}</p>
          <button
            type="button"
            onClick={() => {
              update.reset()
              onReload()
            }}
          >
            <Trans>Reload the category</Trans>
          </button>
        </div>
      ) : failure ? (
        <p role="alert" className="admin-failure">
          {failure.message}
        </p>
      ) : null}
      <FormActions
        submit={editing ? <Trans>Save category</Trans> : <Trans>Create category</Trans>}
        busy={create.isPending || update.isPending}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  )
}
