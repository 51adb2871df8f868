import type { ReactNode } from 'react'
import { AgeGate } from './age-gate.tsx'
import { VapeFooter } from './vape-footer.tsx'
import { VapeHeader } from './vape-header.tsx'
import type { VapeBrand } from './vape-brands.ts'

/**
 * A vape page: the 21+ gate around header, content and the vape footer. `legal`: the privacy
 * policy and terms, linked from every shop's footer, are read by anyone (a minor included: they
 * say who the vape pages are for), so they ask no age.
 */
export function VapeLayout({
  brand,
  actions,
  settings,
  legal = false,
  children,
}: {
  brand: VapeBrand
  actions?: ReactNode
  settings?: ReactNode
  legal?: boolean
  children: ReactNode
}) {
  const page = (
    <>
      <VapeHeader brand={brand} actions={actions} settings={settings} />
      <main className="container">{children}</main>
      <VapeFooter brand={brand} />
    </>
  )
  return legal ? page : <AgeGate>{page}</AgeGate>
}
