import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { parseOrderNo } from '@/lib/search-schemas.ts'
import { LoginRequired } from '@/ui/login-required.tsx'
import { RechargeForm } from '@/features/blindbox/deferred.ts'

export const Route = createFileRoute('/blindBoxes/recharge')({
  // ?no= : the top-up the wallet sent the shopper back from (its state is read from the server, never from the URL).
  validateSearch: (search: Record<string, unknown>): { no?: string } => ({ no: parseOrderNo(search.no) }),
  loader: () => RechargeForm.ready(),
  head: ({ match }) => staticHead('blindBoxRecharge', match),
  component: RechargePage,
})

function RechargePage() {
  const { no } = Route.useSearch()
  return (
    <LoginRequired>
      <RechargeForm rechargeNo={no} />
    </LoginRequired>
  )
}
