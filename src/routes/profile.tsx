import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CompanyProfile } from '@/features/marketing/components/company-profile.tsx'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

export const Route = createFileRoute('/profile')({
  head: () => ({ meta: [{ title: i18n._(msg`Company profile`) }, { name: 'description', content: i18n._(msg`Founded in 2007: cross-border trade, logistics, online shops and travel services for Europe, North America, Southeast Asia and Australia.`) }] }),
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
