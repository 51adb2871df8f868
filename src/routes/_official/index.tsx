import { createFileRoute } from '@tanstack/react-router'
import { OfficialHome } from '@/features/marketing/components/official-home.tsx'

export const Route = createFileRoute('/_official/')({
  component: OfficialHome,
})
