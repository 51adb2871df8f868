import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { ActivityPage } from '@/features/marketing/components/activity-page.tsx'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

export const Route = createFileRoute('/activity/')({
  head: ({ match }) => staticHead('activity', match),
  component: () => (
    <>
      <ActivityPage />
      <OfficialFooter />
    </>
  ),
})
