import { i18n, type Messages } from '@lingui/core'
import { createStore, useStore } from './external-store.ts'
import { readStorage, StorageKey, writeStorage } from './storage.ts'

export const locales = ['en', 'zh-cn'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

// Each language's catalogs, compiled by the Lingui Vite plugin and loaded only when in use.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogs/en.ts'),
  'zh-cn': () => import('./catalogs/zh-cn.ts'),
}

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

export const localeStore = createStore<Locale>(readLocale())

function readLocale(): Locale {
  const stored = readStorage<string>(StorageKey.locale)
  return isLocale(stored) ? stored : defaultLocale
}

/** Spec §4: en or empty becomes zh-cn; anything else becomes en. */
export function nextLocale(current: string | undefined): Locale {
  return !current || current === 'en' ? 'zh-cn' : 'en'
}

export async function loadLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.load(locale, messages)
}

/** Switches the interface language, the page's lang attribute and LOCALE__ together. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.messages || i18n.locale !== locale) await loadLocale(locale)
  i18n.activate(locale)
  document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en'
  writeStorage(StorageKey.locale, locale)
  localeStore.set(locale)
}

export async function toggleLocale(): Promise<Locale> {
  const next = nextLocale(localeStore.get() ?? readStorage<string>(StorageKey.locale))
  await activateLocale(next)
  return next
}

export const useLocale = () => useStore(localeStore)
