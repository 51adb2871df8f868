import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminLine } from '#contract/admin.ts'
import { useLines } from '../api/categories.ts'
import { DataTable, tableFeaturesNone } from './data-table.tsx'
import { lineLabels } from './labels.ts'

const helper = createColumnHelper<typeof tableFeaturesNone, AdminLine>()
const empty: AdminLine[] = []
type Cell = { row: { original: AdminLine } }

const categoriesLink = ({ row: { original: line } }: Cell) => (
  <Link to="/admin/categories" search={{ line: line.line }}>{`${line.categories} (${line.unpublished_categories})`}</Link>
)
const productsLink = ({ row: { original: line } }: Cell) => (
  <Link
    to="/admin/products"
    search={{ page: 1, sort: 'id', desc: true, line: line.line }}
  >{`${line.products} (${line.published_products})`}</Link>
)

/**
 * The shop's product lines with their categories, products and missing translations. Lines are
 * not created or removed here: each has its own addresses in the shop (/electric-scooter,
 * /ski-board, /smart-power, /VAPE/…, /blindBoxes), fixed by the shop's specification.
 */
export function LinesTable() {
  const { t, i18n } = useLingui()
  const lines = useLines()
  const columns = helper.columns([
    helper.accessor('line', { header: () => t`Product line`, cell: (info) => i18n._(lineLabels[info.getValue()]) }),
    helper.accessor('categories', { header: () => t`Categories (unpublished)`, cell: categoriesLink }),
    helper.accessor('products', { header: () => t`Products (published)`, cell: productsLink }),
    helper.accessor('missing_en', { header: () => t`English missing` }),
    helper.accessor('missing_zh', { header: () => t`Chinese missing` }),
  ])
  return (
    <section aria-labelledby="lines-heading">
      <h1 id="lines-heading">
        <Trans>Product lines</Trans>
      </h1>
      <p>
        <Trans>
          Each line has its own pages in the shop, fixed by the shop's addresses, so lines are not added or removed here. Their categories
          and products are.
        </Trans>
      </p>
      {lines.error ? <p role="alert">{lines.error.message}</p> : null}
      <DataTable columns={columns} data={lines.data ?? empty} label={t`Product lines`} />
      <p>
        <Trans>
          Missing counts add up the line's categories and products lacking that language; open the categories or products lists with the
          "Missing translation" filter to find them.
        </Trans>
      </p>
    </section>
  )
}
