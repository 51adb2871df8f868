import { useLocale } from '@/lib/i18n.ts'
import { vapePages as en } from '../content/vape-pages.en.ts'
import { vapePages as zhCn } from '../content/vape-pages.zh-cn.ts'

export function useVapePagesContent() {
  return useLocale() === 'zh-cn' ? zhCn : en
}
