import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ScooterHeader } from './-components/scooter-header.tsx'

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
    </>
  )
}
