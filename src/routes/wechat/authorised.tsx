import { createFileRoute } from '@tanstack/react-router'
import { LoginRequired } from '@/ui/login-required.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { checkoutTitles } from '@/features/checkout/page-titles.ts'
import { WechatAuthorised } from '@/features/checkout/wechat/wechat-authorised.tsx'

const token = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,128}$/.test(value) ? value : undefined)

export const Route = createFileRoute('/wechat/authorised')({
  // WeChat's web authorisation comes back here with ?code=&state=; the page removes both at once.
  validateSearch: (search: Record<string, unknown>): { code?: string; state?: string } => ({
    code: token(search.code),
    state: token(search.state),
  }),
  head: ({ match }) => ownPageHead(checkoutTitles.wechatPay, match),
  component: WechatAuthorisedPage,
})

function WechatAuthorisedPage() {
  const { code, state } = Route.useSearch()
  return (
    <LoginRequired>
      <WechatAuthorised code={code} state={state} />
    </LoginRequired>
  )
}
