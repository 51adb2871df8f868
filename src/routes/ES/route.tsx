import { createFileRoute, Outlet } from '@tanstack/react-router'
import { EnergyHeader } from './-components/energy-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'

export const Route = createFileRoute('/ES')({
  component: EnergyLayout,
})

function EnergyLayout() {
  return (
    <>
      <EnergyHeader />
      <main className="container">
        <Outlet />
      </main>
      <ShopFooter />
    </>
  )
}
