import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SearchFacet } from '#contract/search.ts'
import type { SearchPageSearch } from '@/lib/search-schemas.ts'
import { lineNames } from '../line-names.ts'
import type { ProductLine } from '#contract/lines.ts'

interface SearchFiltersProps {
  search: SearchPageSearch
  facets: SearchFacet[]
  onChange: (next: SearchPageSearch) => void
}

/** Line, category, price, stock and sort of the results page; each change opens page 1 of the new results. */
export function SearchFilters({ search, facets, onChange }: SearchFiltersProps) {
  const { t, i18n } = useLingui()
  const change = (patch: Partial<SearchPageSearch>) => onChange({ ...search, ...patch, page: undefined })
  const lines = [...new Set(facets.map((facet) => facet.line))]
  const count = (line: ProductLine<'search'>) => {
    const ofLine = facets.filter((facet) => facet.line === line)
    return `${ofLine.reduce((sum, facet) => sum + facet.count, 0)}${ofLine.some((facet) => facet.capped) ? '+' : ''}`
  }
  const countOf = (facet: SearchFacet) => `${facet.count}${facet.capped ? '+' : ''}`
  const categories = facets.filter((facet) => !search.line || facet.line === search.line)

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const dollars = (name: string) => {
      const value = String(form.get(name) ?? '').trim()
      return value === '' ? undefined : Math.max(0, Math.floor(Number(value))) || 0
    }
    change({ min: dollars('min'), max: dollars('max') })
  }

  return (
    <form className="search-filters" aria-label={t`Filters`} onSubmit={applyPrices}>
      <label className="search-filters__field">
        <span>{t`Product line`}</span>
        <select
          value={search.line ?? ''}
          onChange={(event) =>
            change({ line: (event.target.value || undefined) as ProductLine<'search'> | undefined, category: undefined })
          }
        >
          <option value="">{t`All lines`}</option>
          {lines.map((line) => (
            <option key={line} value={line}>{`${i18n._(lineNames[line])} (${count(line)})`}</option>
          ))}
        </select>
      </label>
      <label className="search-filters__field">
        <span>{t`Category`}</span>
        <select
          value={search.category && search.line ? `${search.line}:${search.category}` : ''}
          onChange={(event) => {
            const [line, category] = event.target.value.split(':')
            change({ line: (line || search.line) as ProductLine<'search'> | undefined, category: category || undefined })
          }}
        >
          <option value="">{t`All categories`}</option>
          {categories.map((facet) => (
            <option key={`${facet.line}:${facet.slug}`} value={`${facet.line}:${facet.slug}`}>
              {search.line ? `${facet.name} (${countOf(facet)})` : `${i18n._(lineNames[facet.line])} · ${facet.name} (${countOf(facet)})`}
            </option>
          ))}
        </select>
      </label>
      <label className="search-filters__field">
        <span>{t`Sort by`}</span>
        <select
          value={search.sort ?? ''}
          onChange={(event) => change({ sort: (event.target.value || undefined) as SearchPageSearch['sort'] })}
        >
          <option value="">{t`Relevance`}</option>
          <option value="price_asc">{t`Price: low to high`}</option>
          <option value="price_desc">{t`Price: high to low`}</option>
          <option value="newest">{t`Newest`}</option>
        </select>
      </label>
      <label className="search-filters__check">
        <input
          type="checkbox"
          checked={search.in_stock === true}
          onChange={(event) => change({ in_stock: event.target.checked || undefined })}
        />
        <span>{t`In stock only`}</span>
      </label>
      <fieldset className="search-filters__prices">
        <legend>
          <Trans>Price (US$)</Trans>
        </legend>
        <input
          name="min"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          defaultValue={search.min}
          aria-label={t`Lowest price in US dollars`}
          placeholder={t`From`}
          key={`min-${search.min}`}
        />
        <span aria-hidden="true">–</span>
        <input
          name="max"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          defaultValue={search.max}
          aria-label={t`Highest price in US dollars`}
          placeholder={t`To`}
          key={`max-${search.max}`}
        />
        <button type="submit" className="button button--ghost">
          <Trans>Apply</Trans>
        </button>
      </fieldset>
    </form>
  )
}
