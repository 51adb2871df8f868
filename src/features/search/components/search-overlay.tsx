import { useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { Link } from '@tanstack/react-router'
import type { ProductPagePath } from '@/lib/route-paths.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { ShopLine } from '#contract/common.ts'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { CloseIcon, SearchIcon } from '@/ui/icons.tsx'
import { Price } from '@/ui/price.tsx'
import { useSearchGoods } from '../api/search-goods.ts'
import './search-overlay.css'

// Spec §4: an empty query shows these examples.
const suggestions = [msg`New Arrivals`, msg`T-Shirts`, msg`Tops`]

interface SearchOverlayProps {
  line: ShopLine
  /** The line's product page, e.g. '/ELST/product'. */
  productPath: ProductPagePath
  /** Open at once (the first click on SearchButton loaded it). */
  defaultOpen?: boolean
}

export function SearchOverlay({ line, productPath, defaultOpen = false }: SearchOverlayProps) {
  const { t, i18n } = useLingui()
  const wide = useMediaQuery('(min-width: 769px)')
  const [open, setOpen] = useState(defaultOpen)
  const [term, setTerm] = useState('')
  const [searched, setSearched] = useState('')
  const results = useSearchGoods(line, searched)

  const search = (value: string) => {
    setTerm(value)
    setSearched(value.trim())
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    search(term)
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button" aria-label={t`Search`}>
        <SearchIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay__backdrop" />
        <Dialog.Content className="search-overlay" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden"><Trans>Search goods</Trans></Dialog.Title>
          <form className="search-overlay__form" role="search" onSubmit={onSubmit}>
            <input
              type="search"
              className="search-overlay__input"
              value={term}
              onChange={(event) => {
                setTerm(event.target.value)
                // Spec §5: an empty query clears the results and shows the examples.
                if (!event.target.value.trim()) setSearched('')
              }}
              placeholder={wide ? t`ARE YOU LOOKING FOR...` : t`Search...`}
              aria-label={t`Search goods`}
              autoComplete="off"
              maxLength={100}
            />
            <button type="submit" className="button" disabled={results.isFetching} aria-busy={results.isFetching}>
              {results.isFetching ? <><span className="search-overlay__spinner" aria-hidden="true" /><Trans>Searching…</Trans></> : <Trans>Go</Trans>}
            </button>
            <Dialog.Close className="icon-button" aria-label={t`Close search`}>
              <CloseIcon />
            </Dialog.Close>
          </form>

          {!searched ? (
            <div className="search-overlay__suggestions">
              <p><Trans>Popular searches</Trans></p>
              <ul>
                {suggestions.map((suggestion) => (
                  <li key={suggestion.id}>
                    <button type="button" className="button button--ghost" onClick={() => search(i18n._(suggestion))}>
                      {i18n._(suggestion)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : results.data && results.data.length === 0 ? (
            <p className="state" role="status"><Trans>No goods match “{searched}”.</Trans></p>
          ) : (
            <ul className="search-overlay__results" aria-live="polite">
              {results.data?.map((hit) => (
                <li key={hit.id}>
                  <Link to={productPath} search={{ productId: hit.id }} onClick={() => setOpen(false)} className="search-overlay__hit">
                    <img src={hit.thumb} alt="" width={64} height={64} loading="lazy" />
                    <span>{hit.goods_name}</span>
                    <Price usdMinor={hit.price} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
