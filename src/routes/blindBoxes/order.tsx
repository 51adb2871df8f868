import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { LoginRequired } from '@/features/account/components/login-required.tsx'
import { useDraw } from '@/features/blindbox/api/get-draw.ts'
import { DrawRecordView } from '@/features/blindbox/components/draw-record-view.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { drawSearch } from './-components/draw-search.ts'

export const Route = createFileRoute('/blindBoxes/order')({
  validateSearch: drawSearch,
  head: ({ match }) => staticHead('blindBoxOrder', match),
  component: OrderPage,
})

function OrderPage() {
  const { id = '' } = Route.useSearch()
  const draw = useDraw(id)
  return (
    <LoginRequired>
      <QueryState query={draw}>{(data) => <DrawRecordView draw={data} />}</QueryState>
    </LoginRequired>
  )
}
