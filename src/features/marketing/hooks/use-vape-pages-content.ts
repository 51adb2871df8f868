import { localizedContent } from '@/lib/localized-content.ts'

const vapePages = localizedContent({
  en: () => import('../content/vape-pages.en.ts').then((module) => module.vapePages),
  'zh-cn': () => import('../content/vape-pages.zh-cn.ts').then((module) => module.vapePages),
})
await vapePages.ready

export const useVapePagesContent = vapePages.useContent
