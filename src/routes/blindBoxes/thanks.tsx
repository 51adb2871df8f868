import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { LoginRequired } from '@/features/account/components/login-required.tsx'
import { useDraw } from '@/features/blindbox/api/get-draw.ts'
import { ThanksView } from '@/features/blindbox/components/thanks-view.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { drawSearch } from './-components/draw-search.ts'

export const Route = createFileRoute('/blindBoxes/thanks')({
  validateSearch: drawSearch,
  head: ({ match }) => staticHead('blindBoxThanks', match),
  component: ThanksPage,
})

function ThanksPage() {
  const { id = '' } = Route.useSearch()
  const draw = useDraw(id)
  return (
    <LoginRequired>
      <QueryState query={draw}>{(data) => <ThanksView draw={data} />}</QueryState>
    </LoginRequired>
  )
}
