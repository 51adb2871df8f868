import { createFileRoute } from '@tanstack/react-router'
import { warmQuery } from '@/lib/warm-query.ts'
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts'
import { CartView } from '@/features/cart/components/cart-view.tsx'

export const Route = createFileRoute('/ES/energy-storage/cart')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, cartQueryOptions('ene')),
  head: () => ({ meta: [{ title: 'Cart · Smart Power' }] }),
  component: EnergyCartPage,
})

function EnergyCartPage() {
  return <CartView line="ene" continueTo="/smart-power" />
}
