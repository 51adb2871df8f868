import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ShopsLabel, useSectionLinks } from './shop-menu-parts.tsx'
import './shop-menu.css'

// Radix's NavigationMenu loads at the visitor's first move towards the menu, not with the page.
const ShopMenuInteractive = lazy(() => import('./shop-menu-interactive.tsx'))

type Intent = { open: boolean; focus: boolean }

/**
 * The official site's shop dropdown (spec §2): opens on hover with a mouse and on tap on a
 * phone, and reaches every shop line. The page paints (and hydrates) the closed menu as plain
 * markup, the same Radix draws; hovering, tapping or focusing Shops swaps in the Radix menu,
 * open when the visitor asked for it, the plain one staying on screen while it loads.
 */
export function ShopMenu() {
  const [intent, setIntent] = useState<Intent | null>(null)
  const want = (next: Intent) => setIntent((current) => (current && !next.open ? current : next))
  const closed = (
    <ClosedShopMenu
      onHover={() => want({ open: true, focus: false })}
      onActivate={(focus) => want({ open: true, focus })}
      onFocus={() => want({ open: false, focus: true })}
    />
  )
  if (!intent) return closed
  return (
    <Suspense fallback={closed}>
      <ShopMenuInteractive open={intent.open} focus={intent.focus} />
    </Suspense>
  )
}

interface ClosedShopMenuProps {
  onHover: () => void
  /** A click or tap; `focus` when it came from the keyboard. */
  onActivate: (focus: boolean) => void
  onFocus: () => void
}

function ClosedShopMenu({ onHover, onActivate, onFocus }: ClosedShopMenuProps): ReactNode {
  const { t } = useLingui()
  const sections = useSectionLinks()
  const trigger = useRef<HTMLButtonElement>(null)
  // A mouse that came to rest on Shops before the page's code ran entered it unseen: open now.
  useEffect(() => {
    if (trigger.current?.matches(':hover') && matchMedia('(hover: hover)').matches) onHover()
    // Once, when the page becomes interactive.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <nav className="shop-menu" aria-label={t`Main`}>
      <div>
        <ul className="shop-menu__list">
          <li className="shop-menu__item">
            <button
              ref={trigger}
              type="button"
              className="shop-menu__trigger"
              aria-expanded={false}
              data-state="closed"
              onPointerEnter={(event) => event.pointerType === 'mouse' && onHover()}
              onClick={(event) => onActivate(event.detail === 0)}
              onFocus={(event) => event.currentTarget.matches(':focus-visible') && onFocus()}
            >
              <ShopsLabel />
            </button>
          </li>
          {sections.map((section) => (
            <li key={section.to} className="shop-menu__item shop-menu__item--wide">
              <Link to={section.to} className="shop-menu__link">
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
