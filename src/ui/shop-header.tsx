import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { RoutePath } from '@/lib/route-paths.ts'
import './shop-header.css'

interface ShopHeaderProps {
  /** The shop's name, linking to its home. */
  brand: ReactNode
  brandTo: RoutePath
  /** Accessible name of the navigation, e.g. 'Scooter shop'. */
  navLabel: string
  /** The navigation links. */
  children: ReactNode
  /** Search, cart, currency, language… on the right. */
  actions?: ReactNode
}

/** The sticky header every shop line shares: brand, navigation and an actions area. */
export function ShopHeader({ brand, brandTo, navLabel, children, actions }: ShopHeaderProps) {
  return (
    <header className="shop-header">
      <div className="shop-header__bar container">
        <Link to={brandTo} className="shop-header__brand">
          {brand}
        </Link>
        <nav aria-label={navLabel} className="shop-header__nav">
          {children}
        </nav>
        {actions ? <div className="shop-header__actions">{actions}</div> : null}
      </div>
    </header>
  )
}
