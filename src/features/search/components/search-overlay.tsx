import { useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { productPageOf } from '@/lib/product-page.ts'
import { CloseIcon, SearchIcon } from '@/ui/icons.tsx'
import { unitPrice } from '@/lib/currency.ts'
import { Price } from '@/ui/price.tsx'
import { useSearchSuggestions } from '../api/get-search-suggestions.ts'
import { lineNames } from '../line-names.ts'
import { useDebounced } from '../use-debounced.ts'
import './search-overlay.css'

// Spec §4: an empty query shows these examples.
const examples = [msg`New Arrivals`, msg`T-Shirts`, msg`Tops`]

interface SearchOverlayProps {
  /** Open at once (the first click on SearchButton loaded it). */
  defaultOpen?: boolean
}

/** The whole shop's search: suggestions grouped by line as one types; Go opens the results page. */
export function SearchOverlay({ defaultOpen = false }: SearchOverlayProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const wide = useMediaQuery('(min-width: 769px)')
  const [open, setOpen] = useState(defaultOpen)
  const [term, setTerm] = useState('')
  const typed = useDebounced(term.trim(), 150)
  // Spec §5: an empty query clears the results and shows the examples, at once.
  const query = term.trim() ? typed : ''
  const suggestions = useSearchSuggestions(query)
  const data = query && suggestions.data?.query === query ? suggestions.data : undefined
  const searching = Boolean(term.trim()) && (typed !== term.trim() || suggestions.isFetching)

  const close = () => setOpen(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const q = term.trim()
    if (!q) return
    close()
    void navigate({ to: '/search', search: { q } })
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button" aria-label={t`Search`}>
        <SearchIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay__backdrop" />
        <Dialog.Content className="search-overlay" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">
            <Trans>Search goods</Trans>
          </Dialog.Title>
          <form className="search-overlay__form" role="search" onSubmit={onSubmit}>
            <input
              type="search"
              className="search-overlay__input"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={wide ? t`ARE YOU LOOKING FOR...` : t`Search...`}
              aria-label={t`Search goods`}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
            />
            <button type="submit" className="button" aria-busy={searching}>
              {searching ? (
                <>
                  <span className="search-overlay__spinner" aria-hidden="true" />
                  <Trans>Searching…</Trans>
                </>
              ) : (
                <Trans>Go</Trans>
              )}
            </button>
            <Dialog.Close className="icon-button" aria-label={t`Close search`}>
              <CloseIcon />
            </Dialog.Close>
          </form>

          {!query ? (
            <div className="search-overlay__suggestions">
              <p>
                <Trans>Popular searches</Trans>
              </p>
              <ul>
                {examples.map((example) => (
                  <li key={example.id}>
                    <button type="button" className="button button--ghost" onClick={() => setTerm(i18n._(example))}>
                      {i18n._(example)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : data && data.groups.length === 0 ? (
            <div className="search-overlay__suggestions" role="status">
              <p>
                <Trans>No goods match “{query}”.</Trans>
              </p>
              {data.suggestions.length > 0 ? (
                <>
                  <p>
                    <Trans>Did you mean:</Trans>
                  </p>
                  <ul>
                    {data.suggestions.map((suggestion) => (
                      <li key={suggestion}>
                        <button type="button" className="button button--ghost" onClick={() => setTerm(suggestion)}>
                          {suggestion}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : (
            <div aria-live="polite">
              {data?.groups.map((group) => (
                <section key={group.line} className="search-overlay__group" aria-label={i18n._(lineNames[group.line])}>
                  <h2 className="search-overlay__line">{i18n._(lineNames[group.line])}</h2>
                  {group.categories.length > 0 ? (
                    <ul className="search-overlay__categories">
                      {group.categories.map((category) => (
                        <li key={category.slug}>
                          <Link
                            to="/search"
                            search={{ q: query, line: group.line, category: category.slug }}
                            onClick={close}
                            className="button button--ghost"
                          >
                            {category.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <ul className="search-overlay__results">
                    {group.goods.map((hit) => (
                      <li key={hit.id}>
                        <Link
                          to={productPageOf(hit.line, hit.category.slug)}
                          search={{ productId: hit.id }}
                          onClick={close}
                          className="search-overlay__hit"
                        >
                          {hit.thumb ? (
                            <img src={hit.thumb} alt="" width={48} height={48} loading="lazy" />
                          ) : (
                            <span className="search-overlay__no-image" />
                          )}
                          <span>
                            {hit.goods_name}
                            <small>{hit.category.name}</small>
                          </span>
                          <Price goods={unitPrice(hit.price)} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {data && data.groups.length > 0 ? (
                <Link to="/search" search={{ q: query }} onClick={close} className="search-overlay__all">
                  <Trans>All results for “{query}”</Trans>
                </Link>
              ) : null}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
