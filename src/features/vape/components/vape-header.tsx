import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ShopHeader } from '@/ui/shop-header.tsx'
import { vapeBrands, type VapeBrand } from './vape-brands.ts'

/** The vape pages' header: the brand in view, both brand homes, and the page's actions. */
export function VapeHeader({ brand, actions, settings }: { brand: VapeBrand; actions?: ReactNode; settings?: ReactNode }) {
  const { t } = useLingui()
  const shown = vapeBrands[brand]
  return (
    <ShopHeader brand={shown.name} brandTo={shown.home} navLabel={t`Vape brands`} actions={actions} settings={settings}>
      {Object.values(vapeBrands).map((item) => (
        <Link key={item.slug} to={item.home}>
          {item.name}
        </Link>
      ))}
    </ShopHeader>
  )
}
