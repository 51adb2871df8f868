import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { GoodsSummary } from '#contract/catalogue.ts'
import type { SearchResultsQuery } from '#contract/search.ts'
import type { SearchPageSearch } from '@/lib/search-schemas.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { useSearchResults } from '../api/get-search-results.ts'
import { SearchFilters } from './search-filters.tsx'
import './search-results.css'

export const resultsPageSize = 20

/** The API's query for the page's search params: prices from whole dollars to cents. */
export function resultsQueryOf(search: SearchPageSearch): SearchResultsQuery {
  return {
    q: search.q ?? '',
    line: search.line,
    category: search.category,
    min_price: search.min === undefined ? undefined : search.min * 100,
    max_price: search.max === undefined ? undefined : search.max * 100,
    in_stock: search.in_stock ? '1' : undefined,
    sort: search.sort ?? 'relevance',
    page: search.page ?? 1,
    page_size: resultsPageSize,
  }
}

interface SearchResultsViewProps {
  search: SearchPageSearch
  onChange: (next: SearchPageSearch) => void
  /** The products, as the catalogue shows them. */
  renderGoods: (goods: GoodsSummary[]) => ReactNode
}

export function SearchResultsView({ search, onChange, renderGoods }: SearchResultsViewProps) {
  const { t } = useLingui()
  const results = useSearchResults(resultsQueryOf(search))
  const [term, setTerm] = useState(search.q ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: term.trim() || undefined })
  }
  const page = search.page ?? 1

  return (
    <div className="search-results">
      <form role="search" className="search-results__form" onSubmit={submit}>
        <input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-label={t`Search goods`}
          placeholder={t`Search...`}
          maxLength={100}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          <Trans>Go</Trans>
        </button>
      </form>
      {!search.q ? (
        <p className="state">
          <Trans>Type what you are looking for: a name, a kind of product, a brand, in English, Chinese or pinyin.</Trans>
        </p>
      ) : (
        <QueryState query={results}>
          {(data) => (
            <>
              <h1>
                {data.total > 0 || data.facets.length > 0 ? (
                  <ResultsCount total={data.total} capped={data.total_capped} query={data.query} />
                ) : (
                  <Trans>No goods match “{data.query}”.</Trans>
                )}
              </h1>
              {data.total === 0 && data.facets.length === 0 ? <NoResultsWayOn suggested={data.suggestions} /> : null}
              {data.corrected.length > 0 ? (
                <p className="search-results__note">
                  <Trans>Also searched for: {data.corrected.map((correction) => correction.to.join(', ')).join('; ')}</Trans>
                </p>
              ) : null}
              {data.suggestions.length > 0 ? (
                <p className="search-results__note">
                  <Trans>Did you mean:</Trans>{' '}
                  {data.suggestions.map((suggestion) => (
                    <Link key={suggestion} to="/search" search={{ q: suggestion }} className="search-results__suggestion">
                      {suggestion}
                    </Link>
                  ))}
                </p>
              ) : null}
              {data.facets.length > 0 ? <SearchFilters search={search} facets={data.facets} onChange={onChange} /> : null}
              {data.list.length > 0 ? (
                renderGoods(data.list)
              ) : data.facets.length > 0 ? (
                <p className="state" role="status">
                  <Trans>Nothing matches these filters.</Trans>
                </p>
              ) : null}
              <SearchPager search={search} page={page} pages={Math.ceil(data.total / resultsPageSize)} />
            </>
          )}
        </QueryState>
      )}
    </div>
  )
}

function ResultsCount({ total, capped, query }: { total: number; capped: boolean; query: string }) {
  if (capped)
    return (
      <Trans>
        {total}+ results for “{query}”
      </Trans>
    )
  return <Plural value={total} one={`# result for “${query}”`} other={`# results for “${query}”`} />
}

// Searches that find goods in every line: a shopper who found nothing gets somewhere from here.
const wayOnSearches = ['scooter', 'battery', 'boots'] as const

/** An empty result is not a dead end: a hint, searches that find something, and the shops. */
function NoResultsWayOn({ suggested }: { suggested: string[] }) {
  const { t } = useLingui()
  // A spelling already offered under "Did you mean" is not offered twice.
  const terms = wayOnSearches.filter((term) => !suggested.includes(term))
  return (
    <div className="search-results__way-on">
      <p>
        <Trans>Check the spelling, try a shorter or more general word, or one of these:</Trans>
      </p>
      <p className="search-results__chips">
        {terms.map((term) => (
          <Link key={term} to="/search" search={{ q: term }} className="category-filter__item">
            {term}
          </Link>
        ))}
      </p>
      <nav aria-label={t`Shops`} className="search-results__chips">
        <Link to="/ELST/goods" className="button button--ghost">
          <Trans>All scooters</Trans>
        </Link>
        <Link to="/ski-board" className="button button--ghost">
          <Trans>Ski boots</Trans>
        </Link>
        <Link to="/smart-power" className="button button--ghost">
          <Trans>Smart Power</Trans>
        </Link>
      </nav>
    </div>
  )
}

function SearchPager({ search, page, pages }: { search: SearchPageSearch; page: number; pages: number }) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className="category-filter" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link to="/search" search={{ ...search, page: page - 1 }} className="category-filter__item" rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <span className="category-filter__item" aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < Math.min(pages, 500) ? (
        <Link to="/search" search={{ ...search, page: page + 1 }} className="category-filter__item" rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
