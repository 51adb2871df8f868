import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { warmQuery } from '@/lib/warm-query.ts'
import { OfficialHeader } from '@/features/marketing/components/official-header.tsx'
import { ReturnsPolicyPage } from '@/features/returns/components/returns-policy-page.tsx'
import { returnPoliciesQueryOptions } from '@/features/returns/api/get-return-policies.ts'
import { ShopFooter } from '@/ui/shop-footer.tsx'

// One page for every line, both languages: the footer of every shop links here.
export const Route = createFileRoute('/returns')({
  loader: ({ context: { queryClient } }) => warmQuery(queryClient, returnPoliciesQueryOptions()),
  head: ({ match }) => staticHead('returnsPolicy', match),
  component: () => (
    <>
      <OfficialHeader />
      <ReturnsPolicyPage />
      <ShopFooter />
    </>
  ),
})
