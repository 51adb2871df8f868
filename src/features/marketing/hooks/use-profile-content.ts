import { localizedContent } from '@/lib/localized-content.ts'

const profile = localizedContent({
  en: () => import('../content/profile.en.ts').then((module) => module.profile),
  'zh-cn': () => import('../content/profile.zh-cn.ts').then((module) => module.profile),
})
await profile.ready

/** The company profile's copy in the visitor's language (only that language's chunk loads). */
export const useProfileContent = profile.useContent
