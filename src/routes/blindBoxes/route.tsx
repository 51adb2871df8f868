import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RegionGate } from '@/features/blindbox/components/region-gate.tsx'
import { regionQueryOptions } from '@/features/blindbox/api/check-region.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { BlindBoxHeader } from './-components/blind-box-header.tsx'
import { ShopFooter } from '@/ui/shop-footer.tsx'

// Every blind-box page opens after the region check (spec §2). The server render asks it with
// the visitor's own address, so the first HTML already shows the series, or the refusal.
export const Route = createFileRoute('/blindBoxes')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, regionQueryOptions()),
  component: BlindBoxLayout,
})

function BlindBoxLayout() {
  return (
    <>
      <BlindBoxHeader />
      <main className="container box-page">
        <RegionGate>
          <Outlet />
        </RegionGate>
      </main>
      <ShopFooter />
    </>
  )
}
