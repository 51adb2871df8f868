import { localizedContent } from '@/lib/localized-content.ts'

const study = localizedContent({
  en: () => import('../content/study.en.ts').then((module) => module.study),
  'zh-cn': () => import('../content/study.zh-cn.ts').then((module) => module.study),
})
await study.ready

/** The services page copy in the visitor's language (only that language's chunk loads). */
export const useStudyContent = study.useContent
