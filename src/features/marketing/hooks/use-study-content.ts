import { useLocale } from '@/lib/i18n.ts'
import { study as en } from '../content/study.en.ts'
import { study as zhCn } from '../content/study.zh-cn.ts'

/** The services page copy in the visitor's language (both ship in the route's chunk). */
export function useStudyContent() {
  return useLocale() === 'zh-cn' ? zhCn : en
}
