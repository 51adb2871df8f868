import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '@/features/seo/heads.ts'
import { NotFoundPage } from '@/features/marketing/components/not-found-page.tsx'

export const Route = createFileRoute('/_official/404')({
  head: ({ match }) => notFoundHead(match),
  component: NotFoundPage,
})
