import { createFileRoute } from '@tanstack/react-router'
import { ForgetPasswordForm } from '@/features/account/deferred.ts'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

export const Route = createFileRoute('/account/forget')({
  loader: () => ForgetPasswordForm.ready(),
  head: ({ match }) => ownPageHead(accountTitles.resetPassword, match),
  component: ForgetPasswordForm,
})
