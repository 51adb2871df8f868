import { createFileRoute } from '@tanstack/react-router'
import { warmQuery } from '@/lib/warm-query.ts'
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts'
import { CartView } from '@/features/cart/components/cart-view.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { cartTitles } from '@/features/cart/page-titles.ts'

export const Route = createFileRoute('/ES/energy-storage/cart')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, cartQueryOptions('ene')),
  head: ({ match }) => ownPageHead(cartTitles.energy, match),
  component: EnergyCartPage,
})

function EnergyCartPage() {
  return <CartView line="ene" continueTo="/smart-power" />
}
