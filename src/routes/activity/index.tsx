import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ActivityPage } from '@/features/marketing/components/activity-page.tsx'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

export const Route = createFileRoute('/activity/')({
  head: () => ({ meta: [{ title: i18n._(msg`Spring Ride Festival`) }] }),
  component: () => (
    <>
      <ActivityPage />
      <OfficialFooter />
    </>
  ),
})
