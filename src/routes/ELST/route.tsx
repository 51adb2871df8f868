import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ScooterHeader } from './-components/scooter-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'

export const Route = createFileRoute('/ELST')({
  component: ScooterLayout,
})

function ScooterLayout() {
  return (
    <>
      <ScooterHeader />
      <main className="container">
        <Outlet />
      </main>
      <ShopFooter />
    </>
  )
}
