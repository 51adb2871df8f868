import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { RoutePath } from '@/lib/route-paths.ts'
import { HydrationPiece } from './hydration-piece.tsx'
import { MenuIcon, UserIcon } from './icons.tsx'
import './shop-header.css'

interface ShopHeaderProps {
  /** The shop's name, linking to its home. */
  brand: ReactNode
  brandTo: RoutePath
  /** Accessible name of the navigation, e.g. 'Scooter shop'. */
  navLabel: string
  /** The navigation links. */
  children: ReactNode
  /** Search, cart, language: kept in the bar at every width. */
  actions?: ReactNode
  /** Currency and the like: in the bar on wide screens, in the menu on phones. */
  settings?: ReactNode
}

/**
 * The sticky header every shop line shares: brand, navigation, actions and the account icon, in
 * one row at every width. On phones the navigation and settings fold into a native popover, so the
 * menu opens without any script (also before hydration) and costs no JavaScript.
 */
export function ShopHeader({ brand, brandTo, navLabel, children, actions, settings }: ShopHeaderProps) {
  const { t } = useLingui()
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  // A client-side navigation keeps the page, so the open phone menu is closed when the page changes.
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        const element = menu.current
        if (element && typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover()
      }),
    [router],
  )
  return (
    <HydrationPiece>
      <header className="shop-header">
        <div className="shop-header__bar container">
          <Link to={brandTo} className="shop-header__brand">
            {brand}
          </Link>
          <div ref={menu} id={menuId} popover="auto" className="shop-header__menu">
            <nav aria-label={navLabel} className="shop-header__nav">
              {children}
            </nav>
            {settings ? <div className="shop-header__settings">{settings}</div> : null}
          </div>
          <div className="shop-header__actions">
            {actions}
            <Link to={'/account'} className="icon-button" aria-label={t`My account`}>
              <UserIcon />
            </Link>
            <button type="button" className="icon-button shop-header__menu-button" popoverTarget={menuId} aria-label={t`Menu`}>
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
    </HydrationPiece>
  )
}
