import { createFileRoute } from '@tanstack/react-router'
import { warmQuery } from '@/lib/warm-query.ts'
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts'
import { CartView } from '@/features/cart/components/cart-view.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { cartTitles } from '@/features/cart/page-titles.ts'

export const Route = createFileRoute('/ski-board/cart')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, cartQueryOptions('boot')),
  head: ({ match }) => ownPageHead(cartTitles.ski, match),
  component: SkiCartPage,
})

function SkiCartPage() {
  return <CartView line="boot" continueTo="/ski-board" />
}
