import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper, useTable } from '@tanstack/react-table'
import { isPageCategory, type AdminCategory } from '#contract/admin.ts'
import { line as lineSchema } from '#contract/common.ts'
import { useCategoryList, usePublishCategory } from '../api/categories.ts'
import type { CategoryListSearch } from '../api/list-search.ts'
import { CategoryForm } from './category-form.tsx'
import { ChoiceFilter, tableFeaturesNone } from './data-table.tsx'
import { DataTable } from './sections/data-table.tsx'
import { lineLabels } from './labels.ts'

const helper = createColumnHelper<typeof tableFeaturesNone, AdminCategory>()
const empty: AdminCategory[] = []
type Cell = { row: { original: AdminCategory } }

const missing = (
  <em>
    <Trans>missing</Trans>
  </em>
)
const englishName = ({ row }: Cell) => row.original.name_en || missing
const chineseName = ({ row }: Cell) => row.original.name_zh || missing
const address = ({ row: { original: category } }: Cell) => (
  <code>
    {category.slug}
    {category.brand ? ` (${category.brand})` : ''}
  </code>
)
const productsLink = ({ row: { original: category } }: Cell) => (
  <Link to="/admin/products" search={{ page: 1, sort: 'id', desc: true, line: category.line }}>
    {category.products}
  </Link>
)

interface CategoriesTableProps {
  search: CategoryListSearch
  onSearch: (next: Partial<CategoryListSearch>) => void
}

/** Categories per product line: names in both languages, menu order, published or not; a "missing translation" filter. */
export function CategoriesTable({ search, onSearch }: CategoriesTableProps) {
  const { t, i18n } = useLingui()
  const categories = useCategoryList(search)
  const publish = usePublishCategory()
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  const reload = async () => {
    const fresh = await categories.refetch()
    setEditing(fresh.data?.find((row) => row.id === editing?.id) ?? null)
  }
  const columns = helper.columns([
    helper.accessor('name_en', { header: () => t`English name`, cell: englishName }),
    helper.accessor('name_zh', { header: () => t`Chinese name`, cell: chineseName }),
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => i18n._(lineLabels[info.getValue()]) }),
    helper.accessor('slug', { header: () => t`Address name`, cell: address }),
    helper.accessor('sort', { header: () => t`Position` }),
    helper.accessor('products', { header: () => t`Products`, cell: productsLink }),
    helper.accessor('published', { header: () => t`Status`, cell: (info) => (info.getValue() ? t`Published` : t`Unpublished`) }),
  ])
  const table = useTable({ features: tableFeaturesNone, columns, data: categories.data ?? empty })
  const actions = (row: AdminCategory) => {
    const name = row.name_en || row.name_zh
    return (
      <>
        <button
          type="button"
          onClick={() => {
            publish.reset()
            setEditing(row)
          }}
        >{t`Edit ${name}`}</button>{' '}
        {row.published && isPageCategory(row) ? null : (
          <button type="button" disabled={publish.isPending} onClick={() => publish.mutate({ id: row.id, publish: !row.published })}>
            {row.published ? t`Unpublish ${name}` : t`Publish ${name}`}
          </button>
        )}
      </>
    )
  }

  return (
    <section aria-labelledby="categories-heading">
      <h1 id="categories-heading">
        <Trans>Categories</Trans>
      </h1>
      <p>
        <Trans>An unpublished category leaves the shop's category menus and filters; its products stay on sale under "All".</Trans>
      </p>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <ChoiceFilter
          label={t`Product line`}
          anyLabel={t`All`}
          value={search.line}
          choices={lineSchema.options.map((line) => [line, i18n._(lineLabels[line])] as const)}
          onChange={(line) => onSearch({ line })}
        />
        <ChoiceFilter
          label={t`Missing translation`}
          anyLabel={t`Any`}
          value={search.missing}
          choices={
            [
              ['en', t`English missing`],
              ['zh-cn', t`Chinese missing`],
            ] as const
          }
          onChange={(value) => onSearch({ missing: value })}
        />
        <ChoiceFilter
          label={t`Status`}
          anyLabel={t`All`}
          value={search.published}
          choices={
            [
              ['true', t`Published`],
              ['false', t`Unpublished`],
            ] as const
          }
          onChange={(published) => onSearch({ published })}
        />
      </form>
      {categories.error ? <p role="alert">{categories.error.message}</p> : null}
      {publish.error ? (
        <p role="alert" className="admin-failure">
          {publish.error.message}
        </p>
      ) : null}
      <DataTable table={table} caption={t`Categories`} renderActions={actions} />
      {categories.data?.length === 0 ? (
        <p>
          <Trans>Nothing matches.</Trans>
        </p>
      ) : null}
      <CategoryForm
        key={editing ? `${editing.id}:${editing.version}` : `new:${search.line ?? ''}`}
        editing={editing}
        line={search.line}
        onDone={() => setEditing(null)}
        onReload={() => void reload()}
      />
    </section>
  )
}
