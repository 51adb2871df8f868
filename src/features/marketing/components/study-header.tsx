import { lazy, Suspense, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { MenuIcon } from '@/ui/icons.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import './study-header.css'

// Radix's dialog loads the first time the drawer opens (narrow screens only), not with the page.
const StudyDrawer = lazy(() => import('./study-drawer.tsx'))

export interface StudyNavItem {
  id: string
  label: string
}

interface StudyHeaderProps {
  items: StudyNavItem[]
  onNavigate(id: string): void
}

/**
 * The services page's top navigation: each link scrolls smoothly to its section. Narrow screens
 * (≤ 768 px) get the top drawer instead of the inline links; both are in the HTML and CSS shows
 * the one for the width, so the server's page is already right for a phone or a desktop. The
 * drawer itself (study-drawer.tsx) loads when first opened.
 */
export function StudyHeader({ items, onNavigate }: StudyHeaderProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const links = (onPick: (id: string) => void) =>
    items.map((item) => (
      <a
        key={item.id}
        href={`#${item.id}`}
        className="study-header__link"
        onClick={(event) => {
          event.preventDefault()
          onPick(item.id)
        }}
      >
        {item.label}
      </a>
    ))

  return (
    <header className="study-header">
      <div className="study-header__bar container">
        <Link to="/" className="study-header__brand">
          <Trans>Cross-Border</Trans>
        </Link>
        <nav className="study-header__nav" aria-label={t`Services`}>
          {links(onNavigate)}
        </nav>
        <div className="study-header__actions">
          <LocaleToggle className="study-header__locale" />
          <button
            type="button"
            className="icon-button study-header__menu"
            aria-label={t`Menu`}
            aria-haspopup="dialog"
            aria-expanded={open}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
          {open ? (
            <Suspense fallback={null}>
              <StudyDrawer onClose={() => setOpen(false)}>
                {links((id) => {
                  setOpen(false)
                  // After the drawer has gone, so the scroll is not undone by its closing.
                  window.setTimeout(() => onNavigate(id), 0)
                })}
              </StudyDrawer>
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  )
}
