import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '@/features/seo/heads.ts'
import { StudyPage } from '@/features/marketing/components/study-page.tsx'
import { loadStudyContent } from '@/features/marketing/content/load-content.ts'

export const Route = createFileRoute('/study')({
  loader: ({ context: { locale } }) => loadStudyContent(locale),
  head: ({ loaderData, match }) => contentHead(loaderData, match),
  component: StudyRoute,
})

function StudyRoute() {
  return <StudyPage content={Route.useLoaderData()} />
}
