import { localizedContent } from '@/lib/localized-content.ts'

const activity = localizedContent({
  en: () => import('../content/activity.en.ts').then((module) => module.activity),
  'zh-cn': () => import('../content/activity.zh-cn.ts').then((module) => module.activity),
})
await activity.ready

export const useActivityContent = activity.useContent
