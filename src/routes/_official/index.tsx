import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { OfficialHome } from '@/features/marketing/components/official-home.tsx'

export const Route = createFileRoute('/_official/')({
  head: ({ match }) => staticHead('home', match),
  component: OfficialHome,
})
