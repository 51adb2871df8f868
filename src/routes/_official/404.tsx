import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { NotFoundPage } from '@/features/marketing/components/not-found-page.tsx'

export const Route = createFileRoute('/_official/404')({
  head: () => ({ meta: [{ title: i18n._(msg`Page not found`) }, { name: 'robots', content: 'noindex' }] }),
  component: NotFoundPage,
})
