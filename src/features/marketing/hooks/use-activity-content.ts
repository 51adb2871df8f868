import { useLocale } from '@/lib/i18n.ts'
import { activity as en } from '../content/activity.en.ts'
import { activity as zhCn } from '../content/activity.zh-cn.ts'

export function useActivityContent() {
  return useLocale() === 'zh-cn' ? zhCn : en
}
