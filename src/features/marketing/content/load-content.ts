import type { Locale } from '@/lib/i18n.ts'
import type { StudyContent } from './types.ts'
import type { VapePagesContent } from './vape-pages-types.ts'

// Each language's long text is a module of its own, fetched by the page's loader in the page's
// language: a page's code carries neither, the server's page and its hydration read the same
// loader data, and a language switch (router.invalidate) fetches the other.
const vapePages: Record<Locale, () => Promise<{ vapePages: VapePagesContent }>> = {
  en: () => import('./vape-pages.en.ts'),
  'zh-cn': () => import('./vape-pages.zh-cn.ts'),
}

const study: Record<Locale, () => Promise<{ study: StudyContent }>> = {
  en: () => import('./study.en.ts'),
  'zh-cn': () => import('./study.zh-cn.ts'),
}

/** One vape static page's text (only that page's part rides in the server's page). */
export async function loadVapePage<Page extends keyof VapePagesContent>(locale: Locale, page: Page): Promise<VapePagesContent[Page]> {
  return (await vapePages[locale]()).vapePages[page]
}

/** The services page's text. */
export async function loadStudyContent(locale: Locale): Promise<StudyContent> {
  return (await study[locale]()).study
}
