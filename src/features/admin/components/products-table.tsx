import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { line as lineSchema } from '#contract/common.ts'
import type { AdminProductRow } from '#contract/admin.ts'
import { formatMinor } from '@/lib/money.ts'
import { productPageSize, useProducts } from '../api/products.ts'
import type { ProductListSearch } from '../api/list-search.ts'
import { ChoiceFilter, DataTable, Pager, SearchField, SortHeader, tableFeaturesNone } from './data-table.tsx'
import { lineLabels } from './labels.ts'

const helper = createColumnHelper<typeof tableFeaturesNone, AdminProductRow>()
const empty: AdminProductRow[] = []

const productLink = ({ row }: { row: { original: AdminProductRow } }) => (
  <Link to="/admin/products/$productId" params={{ productId: String(row.original.id) }}>
    {row.original.name_en || row.original.name_zh}
  </Link>
)
const chineseName = ({ row }: { row: { original: AdminProductRow } }) =>
  row.original.name_zh || (
    <em>
      <Trans>missing</Trans>
    </em>
  )

interface ProductsTableProps {
  search: ProductListSearch
  onSearch: (next: Partial<ProductListSearch>) => void
}

/** The catalogue: paged, sorted and filtered by the server, with a "missing translation" filter. */
export function ProductsTable({ search, onSearch }: ProductsTableProps) {
  const { t, i18n } = useLingui()
  const products = useProducts(search)
  const sortBy = (sort: ProductListSearch['sort'], desc: boolean) => onSearch({ sort, desc, page: 1 })
  const sortable = (column: ProductListSearch['sort'], label: string) => () => (
    <SortHeader label={label} column={column} sort={search.sort} desc={search.desc} onSort={sortBy} />
  )
  const columns = helper.columns([
    helper.accessor('id', { header: sortable('id', '#') }),
    helper.accessor('name_en', { header: sortable('name_en', t`Name`), cell: productLink }),
    helper.accessor('name_zh', { header: () => t`Chinese name`, cell: chineseName }),
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => i18n._(lineLabels[info.getValue()]) }),
    helper.accessor('price_cents', {
      header: sortable('price_cents', t`Price`),
      cell: (info) => formatMinor(info.getValue(), 'USD', i18n.locale),
    }),
    helper.accessor('stock', { header: sortable('stock', t`Stock`) }),
    helper.accessor('active', { header: () => t`Status`, cell: (info) => (info.getValue() ? t`Published` : t`Draft`) }),
    helper.accessor('created_at', {
      header: sortable('created_at', t`Created`),
      cell: (info) => i18n.date(info.getValue(), { dateStyle: 'short' }),
    }),
  ])

  return (
    <section aria-labelledby="products-heading">
      <div className="admin-heading">
        <h1 id="products-heading">
          <Trans>Products</Trans>
        </h1>
        <Link to="/admin/products/import" className="admin-action">
          <Trans>Import or export (CSV)</Trans>
        </Link>
        <Link to="/admin/products/new" className="admin-action">
          <Trans>New product</Trans>
        </Link>
      </div>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField label={<Trans>Search</Trans>} value={search.q} onSearch={(q) => onSearch({ q, page: 1 })} />
        <ChoiceFilter
          label={t`Product line`}
          anyLabel={t`All`}
          value={search.line}
          choices={lineSchema.options.map((line) => [line, i18n._(lineLabels[line])] as const)}
          onChange={(line) => onSearch({ line, page: 1 })}
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
          onChange={(missing) => onSearch({ missing, page: 1 })}
        />
        <ChoiceFilter
          label={t`Status`}
          anyLabel={t`All`}
          value={search.active}
          choices={
            [
              ['true', t`Published`],
              ['false', t`Draft`],
            ] as const
          }
          onChange={(active) => onSearch({ active, page: 1 })}
        />
      </form>
      {products.error ? <p role="alert">{products.error.message}</p> : null}
      <DataTable columns={columns} data={products.data?.list ?? empty} label={t`Products`} />
      <Pager page={search.page} total={products.data?.total ?? 0} pageSize={productPageSize} onPage={(page) => onSearch({ page })} />
    </section>
  )
}
