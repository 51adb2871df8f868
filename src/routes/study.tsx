import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { StudyPage } from '@/features/marketing/components/study-page.tsx'

export const Route = createFileRoute('/study')({
  head: ({ match }) => staticHead('study', match),
  component: StudyPage,
})
