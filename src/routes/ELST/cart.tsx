import { createFileRoute } from '@tanstack/react-router'
import { warmQuery } from '@/lib/warm-query.ts'
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts'
import { CartView } from '@/features/cart/components/cart-view.tsx'

export const Route = createFileRoute('/ELST/cart')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, cartQueryOptions('sco')),
  head: () => ({ meta: [{ title: 'Cart · E-Scooters' }] }),
  component: ScooterCartPage,
})

function ScooterCartPage() {
  return <CartView line="sco" continueTo="/ELST/goods" />
}
