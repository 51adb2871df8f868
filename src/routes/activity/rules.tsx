import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { ActivityRules } from '@/features/marketing/components/activity-page.tsx'
import { OfficialFooter } from '@/features/marketing/components/official-footer.tsx'

export const Route = createFileRoute('/activity/rules')({
  head: ({ match }) => staticHead('activityRules', match),
  component: () => (
    <>
      <ActivityRules />
      <OfficialFooter />
    </>
  ),
})
