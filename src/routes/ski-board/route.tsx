import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SkiHeader } from './-components/ski-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'

export const Route = createFileRoute('/ski-board')({
  component: SkiLayout,
})

function SkiLayout() {
  return (
    <>
      <SkiHeader />
      <main className="container">
        <Outlet />
      </main>
      <ShopFooter />
    </>
  )
}
