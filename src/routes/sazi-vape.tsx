import { createFileRoute } from '@tanstack/react-router'
import { staticHead } from '@/features/seo/heads.ts'
import { SaziVapeFrame } from './-components/sazi-vape-frame.tsx'

export const Route = createFileRoute('/sazi-vape')({
  head: ({ match }) => staticHead('lavie', match),
  component: SaziVapeFrame,
})
