import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { UserIcon } from '@/ui/icons.tsx'
import { LocaleToggle } from '@/ui/locale-toggle.tsx'
import { ShopMenu } from './shop-menu.tsx'
import './official-header.css'

/** The official site's header: brand, shop dropdown, language toggle and the account icon. */
export function OfficialHeader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useLingui()
  return (
    <header className={`official-header${overlay ? ' official-header--overlay' : ''}`}>
      <div className="official-header__bar container">
        <Link to="/" className="official-header__brand">
          <span className="official-header__mark" aria-hidden="true">
            CB
          </span>
          <span className="official-header__name">
            <Trans>Cross-Border</Trans>
          </span>
        </Link>
        <ShopMenu />
        <div className="official-header__actions">
          <LocaleToggle className="official-header__locale" />
          <Link to={'/account'} className="icon-button" aria-label={t`My account`}>
            <UserIcon />
          </Link>
        </div>
      </div>
    </header>
  )
}
