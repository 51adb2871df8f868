import { createFileRoute } from '@tanstack/react-router'
import { profileHead } from '@/features/seo/heads.ts'
import { CompanyProfile } from '@/features/marketing/components/company-profile.tsx'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

export const Route = createFileRoute('/profile')({
  head: ({ match }) => profileHead(match),
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <>
      <CompanyProfile />
      <OfficialFooter />
    </>
  )
}
