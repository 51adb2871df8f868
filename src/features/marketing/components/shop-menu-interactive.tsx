import { useEffect, useRef, useState } from 'react'
import { NavigationMenu } from 'radix-ui'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'
import { shopsItem, ShopsLabel, useSectionLinks, useShops } from './shop-menu-parts.tsx'

interface ShopMenuInteractiveProps {
  /** Open the dropdown at once: the visitor hovered or tapped Shops before this loaded. */
  open: boolean
  /** Take the focus: the visitor was on Shops with the keyboard. */
  focus: boolean
}

/**
 * The shop dropdown with Radix NavigationMenu (opens on hover with a mouse, on tap on a phone,
 * keyboard navigation), loaded by shop-menu.tsx at the visitor's first move towards the menu.
 */
export default function ShopMenuInteractive({ open, focus }: ShopMenuInteractiveProps) {
  const { t } = useLingui()
  const shops = useShops()
  const sections = useSectionLinks()
  const [value, setValue] = useState(open ? shopsItem : '')
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focus) trigger.current?.focus()
  }, [focus])
  return (
    <NavigationMenu.Root className="shop-menu" aria-label={t`Main`} delayDuration={80} value={value} onValueChange={setValue}>
      <NavigationMenu.List className="shop-menu__list">
        <NavigationMenu.Item className="shop-menu__item" value={shopsItem}>
          <NavigationMenu.Trigger ref={trigger} className="shop-menu__trigger">
            <ShopsLabel />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="shop-menu__content">
            <ul className="shop-menu__shops">
              {shops.map((shop) => (
                <li key={shop.to}>
                  <NavigationMenu.Link asChild>
                    <Link to={shop.to} className="shop-menu__shop">
                      <ResponsiveImage src={shop.image} alt="" width={480} height={320} sizes="72px" />
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
        {sections.map((section) => (
          <NavigationMenu.Item key={section.to} className="shop-menu__item shop-menu__item--wide">
            <NavigationMenu.Link asChild>
              <Link to={section.to} className="shop-menu__link">
                {section.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
