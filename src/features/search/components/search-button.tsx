import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ShopLine } from '#contract/common.ts'
import { SearchIcon } from '@/ui/icons.tsx'
import type { ProductPagePath } from '@/lib/route-paths.ts'

const loadOverlay = () => import('./search-overlay.tsx')
const SearchOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.SearchOverlay })))

interface SearchButtonProps {
  line: ShopLine
  /** The line's product page, e.g. '/ELST/product'. */
  productPath: ProductPagePath
}

/**
 * The header's search icon. The overlay (a Radix dialog and the results) is code the first paint
 * does not need: it loads when the pointer or focus comes near, and opens on the first click.
 */
export function SearchButton({ line, productPath }: SearchButtonProps) {
  const { t } = useLingui()
  const [wanted, setWanted] = useState(false)
  const trigger = (
    <button type="button" className="icon-button" aria-label={t`Search`} onClick={() => setWanted(true)} onPointerEnter={() => void loadOverlay()} onFocus={() => void loadOverlay()}>
      <SearchIcon />
    </button>
  )
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <SearchOverlay line={line} productPath={productPath} defaultOpen />
    </Suspense>
  )
}
