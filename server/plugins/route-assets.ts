import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { catalogAreasOf } from '#contract/catalog-areas.ts'
import { tapNeedClasses, type TapNeed } from '#contract/tap-needs.ts'
import { entryLoader, preloadList, tapNeedsList } from './page-loader.ts'

interface ViteChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

/** TanStack Router's SSR manifest: per route id, the scripts to preload and the stylesheets. */
export interface RouteAssets {
  routes: Record<string, { css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }>
}

/** The search's dialog, which the header's search button loads on demand with the search's words. */
const searchDialog = 'src/features/search/components/search-overlay.tsx'

/** The page the root route shows for an unknown path, loaded on demand (src/routes/__root.tsx). */
const unknownPathPage = 'src/features/marketing/components/unknown-path-page.tsx'

/** The stylesheets of the unknown-path page, which no route's own assets carry. */
export function unknownPathStyles(appDir: string): string[] {
  const manifest = readManifest(appDir)
  if (!manifest) return []
  const entryCss = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? []),
  )
  return [...closure(manifest, [unknownPathPage])]
    .flatMap((key) => manifest[key].css ?? [])
    .filter((file) => !entryCss.has(file))
    .map((file) => `/${file}`)
}

type ViteManifest = Record<string, ViteChunk>

function readManifest(appDir: string): ViteManifest | undefined {
  const manifestPath = resolve(appDir, '.vite/manifest.json')
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : undefined
}

/** The chunks `keys` load, statically imported ones included. */
function closure(manifest: ViteManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (!manifest[key] || seen.has(key)) continue
    seen.add(key)
    closure(manifest, manifest[key].imports ?? [], seen)
  }
  return seen
}

/**
 * Modules imported lazily whose code a page may load already, reached through a small file of
 * re-exports of their own (the bundler makes one for a module both grouped and imported lazily):
 * the changes Add to cart runs (src/features/cart/mutation-defaults.ts). A page that loads their
 * code preloads that file too, or Add to cart's effect waits a round trip for a few hundred bytes.
 */
const facadedLazyModules = ['src/features/cart/cart-changes.ts']

function facadesOfLoadedCode(manifest: ViteManifest, loaded: Set<string>): string[] {
  return facadedLazyModules.filter((key) => manifest[key] && (manifest[key].imports ?? []).every((file) => loaded.has(file)))
}

/** `src/routes/ELST/route.tsx` → `/ELST`, `src/routes/_official/index.tsx` → `/_official/`. */
export function routeIdOf(source: string): string {
  const path = source.replace(/^src\/routes\//, '').replace(/\.tsx$/, '')
  if (path === '__root') return '__root__'
  const segments = path.split('/')
  if (segments.at(-1) === 'route') segments.pop()
  else if (segments.at(-1) === 'index') segments[segments.length - 1] = ''
  return `/${segments.join('/')}`
}

/**
 * From the client build's Vite manifest: the entry (module script, its imports, its one
 * stylesheet) on the root route, and for every route file only its own chunks and CSS, so no
 * page loads another page's stylesheet or code. One manifest per language (its catalog chunk).
 */
export function readRouteAssets(appDir: string, locales: readonly string[]): Map<string, RouteAssets> | undefined {
  const manifest = readManifest(appDir)
  if (!manifest) return undefined
  const files = (keys: Set<string>, kind: 'js' | 'css') =>
    [...keys].flatMap((key) => (kind === 'js' ? [manifest[key].file] : (manifest[key].css ?? []))).map((file) => `/${file}`)

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))
  if (!entryKey) return undefined
  const entry = closure(manifest, [entryKey])
  const entryFiles = new Set([...files(entry, 'js'), ...files(entry, 'css')])

  const byRoute = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const [source] = key.split('?')
    if (!source.startsWith('src/routes/') || source.includes('/-')) continue
    const id = routeIdOf(source)
    byRoute.set(id, [...(byRoute.get(id) ?? []), key])
  }

  const beyondEntry = (keys: string[]) => files(closure(manifest, keys), 'js').filter((file) => !entryFiles.has(file))
  const areaCatalogs = (id: string, locale: string) => catalogAreasOf(id).map((area) => `src/locales/${locale}/${area}.po`)
  const result = new Map<string, RouteAssets>()
  for (const locale of locales) {
    const catalog = closure(manifest, [`src/lib/catalogs/${locale}.ts`])
    const otherLocales = locales.filter((other) => other !== locale)
    // What a tap made before the page is ready needs beyond the page (contract/tap-needs.ts).
    const tapNeeds = (needs: [TapNeed, string[]][]) =>
      tapNeedsList(Object.fromEntries(needs.map(([need, keys]) => [`.${tapNeedClasses[need]}`, beyondEntry(keys)])))
    const routes: RouteAssets['routes'] = {
      // The inline loader (page-loader.ts) asks for the scripts: no modulepreload in the head.
      __root__: {
        css: files(entry, 'css'),
        scripts: [
          preloadList([...files(entry, 'js'), ...files(catalog, 'js')]),
          tapNeeds([
            ['search', [searchDialog, `src/locales/${locale}/search.po`]],
            ['language', otherLocales.map((other) => `src/lib/catalogs/${other}.ts`)],
          ]),
          entryLoader(`/${manifest[entryKey].file}`),
        ],
      },
    }
    for (const [id, keys] of byRoute) {
      // The route's area catalogs (contract/catalog-areas.ts) in this language, beside its code.
      const code = closure(manifest, [...keys, ...areaCatalogs(id, locale)])
      const own = new Set([...code, ...facadesOfLoadedCode(manifest, new Set([...entry, ...code]))])
      const otherAreaCatalogs = otherLocales.flatMap((other) => areaCatalogs(id, other))
      routes[id] = {
        css: files(own, 'css').filter((file) => !entryFiles.has(file)),
        scripts: [
          preloadList(files(own, 'js').filter((file) => !entryFiles.has(file))),
          ...(otherAreaCatalogs.length > 0 ? [tapNeeds([['language', otherAreaCatalogs]])] : []),
        ],
      }
    }
    result.set(locale, { routes })
  }
  return result
}
