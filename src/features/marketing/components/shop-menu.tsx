import { NavigationMenu } from 'radix-ui'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { marketingImages } from '../media.ts'
import './shop-menu.css'

/**
 * The official site's shop dropdown (spec §2): opens on hover with a mouse and on tap on a
 * phone (Radix NavigationMenu tells the two apart), and reaches every shop line.
 */
export function ShopMenu() {
  const { t } = useLingui()
  const shops = [
    { to: '/electric-scooter', name: t`E-scooters`, note: t`Commuter and performance scooters`, image: marketingImages.shops.scooter },
    { to: '/smart-power', name: t`Smart power`, note: t`Home and portable energy storage`, image: marketingImages.shops.smartPower },
    { to: '/ski-board', name: t`Ski boards`, note: t`Bootski ski boots and boards`, image: marketingImages.shops.skiBoard },
    { to: '/VAPE/E-cigarette1', name: t`WAKA vape`, note: t`For adults 21 and over`, image: marketingImages.shops.vape },
    { to: '/VAPE/E-cigarette2', name: t`IMOMENT vape`, note: t`For adults 21 and over`, image: marketingImages.shops.vape },
    { to: '/blindBoxes', name: t`Blind boxes`, note: t`Mystery boxes and collectibles`, image: marketingImages.shops.blindBox },
  ]
  return (
    <NavigationMenu.Root className="shop-menu" aria-label={t`Main`} delayDuration={80}>
      <NavigationMenu.List className="shop-menu__list">
        <NavigationMenu.Item className="shop-menu__item">
          <NavigationMenu.Trigger className="shop-menu__trigger">
            <Trans>Shops</Trans>
            <svg className="shop-menu__chevron" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="m6 9 6 6 6-6" /></svg>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="shop-menu__content">
            <ul className="shop-menu__shops">
              {shops.map((shop) => (
                <li key={shop.to}>
                  <NavigationMenu.Link asChild>
                    {/* Some shop lines are built by other teams: their paths are checked when they land. */}
                    <Link to={shop.to as never} className="shop-menu__shop">
                      <img src={shop.image} alt="" width={96} height={64} loading="lazy" decoding="async" />
                      <span>
                        <strong>{shop.name}</strong>
                        <small>{shop.note}</small>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="shop-menu__item shop-menu__item--wide">
          <NavigationMenu.Link asChild>
            <Link to="/profile" className="shop-menu__link"><Trans>Company profile</Trans></Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="shop-menu__item shop-menu__item--wide">
          <NavigationMenu.Link asChild>
            <Link to="/study" className="shop-menu__link"><Trans>Visa & study</Trans></Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="shop-menu__item shop-menu__item--wide">
          <NavigationMenu.Link asChild>
            <Link to="/activity" className="shop-menu__link"><Trans>Offers</Trans></Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
