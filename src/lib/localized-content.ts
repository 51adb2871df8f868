import { use } from 'react'
import { loadWithLocale, localeStore, locales, useLocale, type Locale } from './i18n.ts'

/**
 * A page's copy written per language (`content/*.en.ts`, `*.zh-cn.ts`), each language its own
 * chunk: the page loads only its language's, which the server preloads with the page's own
 * scripts (server/plugins/route-assets.ts). The module that makes it awaits `ready` at its top
 * level, so the page's chunk is ready with its copy before it renders or hydrates (the server
 * holds every language); a language switch loads the new copy before it shows (lib/i18n.ts).
 */
export function localizedContent<T>(loaders: Record<Locale, () => Promise<T>>) {
  const loaded = new Map<Locale, T>()
  const loading = new Map<Locale, Promise<T>>()
  const load = (locale: Locale): Promise<T> => {
    let pending = loading.get(locale)
    if (!pending) {
      pending = loaders[locale]().then((content) => {
        loaded.set(locale, content)
        return content
      })
      loading.set(locale, pending)
    }
    return pending
  }
  loadWithLocale(load)
  return {
    ready: import.meta.env.SSR ? Promise.all(locales.map(load)) : load(localeStore.get()),
    /** The copy in the page's language (suspends only if that language was never loaded). */
    useContent(): T {
      const locale = useLocale()
      return loaded.get(locale) ?? use(load(locale))
    },
  }
}
