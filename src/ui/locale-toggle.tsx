import { toggleLocale, useLocale } from '@/lib/i18n.ts'

/** Spec §4 toggle: shows the language it switches to, in that language. */
export function LocaleToggle({ className }: { className?: string }) {
  const locale = useLocale()
  const target = locale === 'en' ? { label: '中文', lang: 'zh-CN' } : { label: 'EN', lang: 'en' }
  return (
    <button type="button" className={className ?? 'button button--ghost'} lang={target.lang} onClick={() => void toggleLocale()}>
      {target.label}
    </button>
  )
}
