import { tapNeedClasses } from '#contract/tap-needs.ts'
import { toggleLocale, useLocale } from '@/lib/i18n.ts'

/**
 * Spec §4 toggle: shows the language it switches to, in that language. Tapped before the page is
 * ready, the other language's messages load with the page's code (contract/tap-needs.ts).
 */
export function LocaleToggle({ className }: { className?: string }) {
  const locale = useLocale()
  const target = locale === 'en' ? { label: '中文', lang: 'zh-CN' } : { label: 'EN', lang: 'en' }
  return (
    <button
      type="button"
      className={`${tapNeedClasses.language} ${className ?? 'button button--ghost'}`}
      lang={target.lang}
      onClick={() => void toggleLocale()}
    >
      {target.label}
    </button>
  )
}
