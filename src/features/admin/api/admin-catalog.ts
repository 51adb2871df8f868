import { useEffect, useState } from 'react'
import { i18n, type Messages } from '@lingui/core'
import { useLocale, type Locale } from '@/lib/i18n.ts'

// The back office's strings stay out of the shoppers' catalog chunk: loaded here, on demand,
// once per page load (not through the persisted query cache, which would outlive the messages).
const catalogs = import.meta.glob<Messages>('../../../locales/*/admin.po', { import: 'messages' })
const loading = new Map<Locale, Promise<void>>()

function ensureCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = catalogs[`../../../locales/${locale}/admin.po`]!().then((messages) => {
      i18n.load(locale, messages)
      // Re-activating makes the provider render again with the merged messages.
      if (i18n.locale === locale) i18n.activate(locale)
    })
    loading.set(locale, pending)
  }
  return pending
}

/** True once the back office's strings for the current language are in the i18n instance. */
export function useAdminCatalog(): boolean {
  const locale = useLocale()
  const [ready, setReady] = useState<Locale | null>(null)
  useEffect(() => {
    let live = true
    void ensureCatalog(locale).then(() => live && setReady(locale))
    return () => {
      live = false
    }
  }, [locale])
  return ready === locale
}
