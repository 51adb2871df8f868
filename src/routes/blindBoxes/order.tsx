import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { LoginRequired } from '@/ui/login-required.tsx'
import { DrawRecordView } from '@/features/blindbox/components/draw-record-view.tsx'
import { DrawState } from '@/features/blindbox/components/draw-state.tsx'
import { drawSearch } from './-components/draw-search.ts'

export const Route = createFileRoute('/blindBoxes/order')({
  validateSearch: drawSearch,
  head: ({ match }) => staticHead('blindBoxOrder', match),
  component: OrderPage,
})

function OrderPage() {
  const { id = '' } = Route.useSearch()
  return (
    <LoginRequired>
      <DrawState id={id}>{(data) => <DrawRecordView draw={data} />}</DrawState>
    </LoginRequired>
  )
}
