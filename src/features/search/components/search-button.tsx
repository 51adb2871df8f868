import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { tapNeedClasses } from '#contract/tap-needs.ts'
import { requireCatalogAreas } from '@/lib/i18n.ts'
import { SearchIcon } from '@/ui/icons.tsx'
import { searchLabel } from '@/ui/search-label.ts'

// The dialog comes with the search's words, which are not in the catalog every page loads.
const loadOverlay = () => Promise.all([import('./search-overlay.tsx'), requireCatalogAreas(['search'])]).then(([module]) => module)
const SearchOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.SearchOverlay })))

/**
 * The header's search icon: the whole shop's search. The overlay (a Radix dialog and the results) is code the first paint
 * does not need: it loads when the pointer or focus comes near, or at a tap made before the page was ready (contract/tap-needs.ts),
 * and opens on the first click.
 */
export function SearchButton() {
  const { t } = useLingui()
  const [wanted, setWanted] = useState(false)
  const trigger = (
    <button
      type="button"
      className={`icon-button ${tapNeedClasses.search}`}
      aria-label={t(searchLabel)}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadOverlay()}
      onFocus={() => void loadOverlay()}
    >
      <SearchIcon />
    </button>
  )
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <SearchOverlay defaultOpen />
    </Suspense>
  )
}
