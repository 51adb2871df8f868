import type { ReactNode } from 'react'
import { AgeGate } from './age-gate.tsx'
import { VapeFooter } from './vape-footer.tsx'
import { VapeHeader } from './vape-header.tsx'
import type { VapeBrand } from './vape-brands.ts'

/** A vape page: the 21+ gate around header, content and the vape footer. */
export function VapeLayout({
  brand,
  actions,
  settings,
  children,
}: {
  brand: VapeBrand
  actions?: ReactNode
  settings?: ReactNode
  children: ReactNode
}) {
  return (
    <AgeGate>
      <VapeHeader brand={brand} actions={actions} settings={settings} />
      <main className="container">{children}</main>
      <VapeFooter brand={brand} />
    </AgeGate>
  )
}
