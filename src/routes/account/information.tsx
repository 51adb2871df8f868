import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/features/account/require-login.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { userInfoQueryOptions } from '@/features/account/api/get-user-info.ts'
import { userCouponsQueryOptions } from '@/features/account/api/get-user-coupons.ts'
import { AccountDetails, ChangePasswordForm, DeleteAccount } from '@/features/account/deferred.ts'
import { CouponList } from '@/features/account/components/coupon-list.tsx'
import { MyData } from '@/features/account/components/my-data.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

export const Route = createFileRoute('/account/information')({
  beforeLoad: ({ location }) => requireLogin(location.href),
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all([
      warmQuery(queryClient, userInfoQueryOptions()),
      warmQuery(queryClient, userCouponsQueryOptions(locale)),
      AccountDetails.ready(),
      ChangePasswordForm.ready(),
      DeleteAccount.ready(),
    ]),
  head: ({ match }) => ownPageHead(accountTitles.account, match),
  component: AccountInformationPage,
})

function AccountInformationPage() {
  return (
    <>
      <AccountDetails />
      <CouponList />
      <ChangePasswordForm />
      <MyData />
      <DeleteAccount />
    </>
  )
}
