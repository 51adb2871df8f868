import { Link } from '@tanstack/react-router'
import type { ListingPath } from '@/lib/route-paths.ts'
import { Trans, useLingui } from '@lingui/react/macro'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  to: ListingPath
  /** The listing's other filters, kept while paging. */
  search: { category?: string }
}

export function Pagination({ page, pageSize, total, to, search }: PaginationProps) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav className="category-filter" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link to={to} search={{ ...search, page: page - 1 }} className="category-filter__item" rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <span className="category-filter__item" aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <Link to={to} search={{ ...search, page: page + 1 }} className="category-filter__item" rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
