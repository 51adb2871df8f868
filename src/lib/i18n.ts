import { createContext, useContext } from 'react'
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { catalogAreas, type CatalogArea } from '#contract/catalog-areas.ts'
import { defaultLocale, isLocale, localeCookie, locales, type Locale } from '#contract/locales.ts'
import { createStore, useStore } from './external-store.ts'
import { readStorage, StorageKey, writeStorage } from './storage.ts'

export { defaultLocale, locales, type Locale }

// Each language's catalogs, compiled by the Lingui Vite plugin and loaded only when in use.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogs/en.ts'),
  'zh-cn': () => import('./catalogs/zh-cn.ts'),
}

// The catalogs of a few areas (account, the back office, blind boxes, checkout, the official site, orders,
// partnership, returns, search, the vape shops) load with their pages only: the main catalog above is every page's, these are not.
const areaCatalogs = import.meta.glob<Messages>(
  '../locales/*/{account,admin,blindbox,checkout,orders,marketing,partnership,returns,search,vape}.po',
  {
    import: 'messages',
  },
)
/** The areas this page load has needed so far: a language switch loads them in the new language. */
const areasInUse = new Set<CatalogArea>()
/** `${locale}/${area}` (and `${locale}` for the main catalog) already in the i18n instance. */
const loaded = new Set<string>()

async function loadArea(locale: Locale, area: CatalogArea): Promise<void> {
  if (loaded.has(`${locale}/${area}`)) return
  const load = areaCatalogs[`../locales/${locale}/${area}.po`]
  if (!load) throw new Error(`no ${area} catalog for ${locale}`)
  i18n.load(locale, await load())
  loaded.add(`${locale}/${area}`)
}

/**
 * Makes the messages of `areas` (contract/catalog-areas.ts) ready in the active language before
 * their page renders: the root route awaits it on every navigation, main.tsx before hydrating.
 */
export async function requireCatalogAreas(areas: readonly CatalogArea[]): Promise<void> {
  for (const area of areas) areasInUse.add(area)
  if (i18n.locale) await Promise.all(areas.map((area) => loadArea(i18n.locale as Locale, area)))
}

export const localeStore = createStore<Locale>(readLocale())

function readLocale(): Locale {
  // A link with ?lang= (hreflang alternates, shared links) wins over the stored choice.
  const fromUrl = typeof location === 'undefined' ? undefined : new URLSearchParams(location.search).get('lang')
  if (isLocale(fromUrl)) return fromUrl
  const stored = readStorage<string>(StorageKey.locale)
  if (isLocale(stored)) return stored
  // A first visit: the language the server rendered the page in, from the browser's own.
  if (typeof document !== 'undefined') return locales.find((locale) => htmlLang(locale) === document.documentElement.lang) ?? defaultLocale
  return defaultLocale
}

/** Spec §4: en or empty becomes zh-cn; anything else becomes en. */
export function nextLocale(current: string | undefined): Locale {
  return !current || current === 'en' ? 'zh-cn' : 'en'
}

/** The main catalog and every area in use. */
export async function loadLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([catalogs[locale](), ...[...areasInUse].map((area) => loadArea(locale, area))])
  i18n.load(locale, messages)
  loaded.add(locale)
}

/** Every message of `locale`, areas included: what a server render needs, whatever the page. */
export async function everyMessage(locale: Locale): Promise<Messages> {
  const areas = await Promise.all(catalogAreas.map((area) => areaCatalogs[`../locales/${locale}/${area}.po`]!()))
  const { messages } = await catalogs[locale]()
  return Object.assign({}, ...areas, messages) as Messages
}

/** A server render's own i18n instance: renders in other languages run beside it untouched. */
export const createRenderI18n = (locale: Locale, messages: Messages): I18n => setupI18n({ locale, messages: { [locale]: messages } })

/** The language of the render in progress; absent in the browser, where the shopper's choice rules. */
export const RenderLocale = createContext<Locale | undefined>(undefined)

/**
 * Switches the interface language and LOCALE__ together. The page's lang attribute is the root
 * document's to render (routes/__root.tsx), so it changes in the same commit as the words: set
 * here, a screen reader would read the server's English page as Chinese until the render.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale) || i18n.locale !== locale || [...areasInUse].some((area) => !loaded.has(`${locale}/${area}`)))
    await loadLocale(locale)
  i18n.activate(locale)
  writeStorage(StorageKey.locale, locale)
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`
  // A ?lang= link chose the language of this visit; a choice made here replaces it.
  const url = new URL(location.href)
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== locale) {
    url.searchParams.delete('lang')
    history.replaceState(history.state, '', url)
  }
  localeStore.set(locale)
}

export function htmlLang(locale: Locale): string {
  return locale === 'zh-cn' ? 'zh-CN' : 'en'
}

export async function toggleLocale(): Promise<Locale> {
  const next = nextLocale(localeStore.get() ?? readStorage<string>(StorageKey.locale))
  await activateLocale(next)
  return next
}

export function useLocale(): Locale {
  const rendering = useContext(RenderLocale)
  const chosen = useStore(localeStore)
  return rendering ?? chosen
}
