import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { LoginRequired } from '@/ui/login-required.tsx'
import { ThanksView } from '@/features/blindbox/components/thanks-view.tsx'
import { DrawState } from '@/features/blindbox/components/draw-state.tsx'
import { drawSearch } from './-components/draw-search.ts'

export const Route = createFileRoute('/blindBoxes/thanks')({
  validateSearch: drawSearch,
  head: ({ match }) => staticHead('blindBoxThanks', match),
  component: ThanksPage,
})

function ThanksPage() {
  const { id = '' } = Route.useSearch()
  return (
    <LoginRequired>
      <DrawState id={id}>{(data) => <ThanksView draw={data} />}</DrawState>
    </LoginRequired>
  )
}
