import { Link } from '@tanstack/react-router'
import type { ListingPath } from '@/lib/route-paths.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Category } from '#contract/catalogue.ts'
import './category-filter.css'

/** Category tabs as links, so a filtered list has its own URL and works offline from cache. */
export function CategoryFilter({ categories, active, to }: { categories: Category[]; active?: string; to: ListingPath }) {
  const { t } = useLingui()
  return (
    <nav className="category-filter" aria-label={t`Categories`}>
      <Link to={to} search={{}} className="category-filter__item" aria-current={active ? undefined : 'page'}>
        <Trans>All</Trans>
      </Link>
      {categories.map((category) => (
        <Link
          key={category.id}
          to={to}
          search={{ category: category.slug }}
          className="category-filter__item"
          aria-current={active === category.slug ? 'page' : undefined}
        >
          {category.name}
        </Link>
      ))}
    </nav>
  )
}
