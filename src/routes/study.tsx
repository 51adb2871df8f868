import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { StudyPage } from '@/features/marketing/components/study-page.tsx'

export const Route = createFileRoute('/study')({
  head: () => ({
    meta: [
      { title: i18n._(msg`Visa, study abroad, immigration and travel services`) },
      { name: 'description', content: i18n._(msg`Visas for more than 160 countries, study-abroad consulting in Beijing and Shanghai, immigration advice and travel services, since 2007.`) },
    ],
  }),
  component: StudyPage,
})
