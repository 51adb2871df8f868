import { prepareOnEarlyTap } from '@/lib/early-taps.ts'
import { loadLocale, localeStore, nextLocale, toggleLocale, useLocale } from '@/lib/i18n.ts'

// A switch tapped before the page was ready: the other language's messages load with the page's code.
prepareOnEarlyTap('.locale-toggle', () => loadLocale(nextLocale(localeStore.get())))

/** Spec §4 toggle: shows the language it switches to, in that language. */
export function LocaleToggle({ className }: { className?: string }) {
  const locale = useLocale()
  const target = locale === 'en' ? { label: '中文', lang: 'zh-CN' } : { label: 'EN', lang: 'en' }
  return (
    <button
      type="button"
      className={`locale-toggle ${className ?? 'button button--ghost'}`}
      lang={target.lang}
      onClick={() => void toggleLocale()}
    >
      {target.label}
    </button>
  )
}
