import { createFileRoute } from '@tanstack/react-router'
import { getToken } from '@/lib/user-store.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { addressesQueryOptions } from '@/features/account/api/get-addresses.ts'
import { AddressBook } from '@/features/account/components/address-book.tsx'
import { LoginRequired } from '@/ui/login-required.tsx'
import { ownPageHead } from '@/features/seo/heads.ts'
import { accountTitles } from '@/features/account/page-titles.ts'

// Not guarded (spec §6): a guest sees 'Please login first!' in place.
export const Route = createFileRoute('/account/address')({
  loader: ({ context: { queryClient } }) => (getToken() ? warmQuery(queryClient, addressesQueryOptions()) : undefined),
  head: ({ match }) => ownPageHead(accountTitles.addresses, match),
  component: AddressPage,
})

function AddressPage() {
  return (
    <LoginRequired>
      <AddressBook />
    </LoginRequired>
  )
}
