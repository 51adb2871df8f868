import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { locales } from '../../contract/locales.ts'
import { backOfficeOnlyFiles } from '../../scripts/build/back-office-files.ts'
import { readRouteAssets, type RouteAssets } from '../../server/plugins/route-assets.ts'
import { preloadsAttribute, tapNeedsAttribute } from '../../server/plugins/page-loader.ts'

/** DESIGN §6 / issue 46: what a public page may load until it is idle. */
export const pageBudget = { jsGzip: 150 * 1024, files: 20 }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Each public page over what it may load, in words. Admin pages are not shoppers' and have no
 * budget. A page's forms and widgets below the fold load once it is idle (src/ui/deferred-piece.tsx):
 * they are not in what it loads first.
 */
export function budgetProblems(bundles: RouteBundle[]): string[] {
  return bundles
    .filter(({ route }) => !route.startsWith('/admin'))
    .flatMap(({ route, jsGzip, files }) => [
      ...(jsGzip > pageBudget.jsGzip ? [`${route} loads ${kb(jsGzip)} of JavaScript (allowed ${kb(pageBudget.jsGzip)})`] : []),
      ...(files > pageBudget.files ? [`${route} loads ${files} script files (allowed ${pageBudget.files})`] : []),
    ])
}

/** What every page imports as soon as it is on screen (src/main.tsx), before it is idle. */
const afterPaintModules = ['src/lib/query-persistence.ts']

export interface RouteBundle {
  route: string
  /** gzip bytes of the JavaScript a first visit to this route loads before it is interactive. */
  jsGzip: number
  files: number
}

/**
 * Per route, what the server-rendered page loads until it is idle: the entry and its imports,
 * the English catalog, and the chunks of the route and of each layout above it, as the routes'
 * preload lists name them (server/plugins/route-assets.ts, page-loader.ts); then what the entry
 * imports right after the first paint (the query cache's persistence). The service worker's
 * registration waits for idle and is not counted.
 */
export function measureRouteBundles(distDir: string): RouteBundle[] {
  const routes = readRouteAssets(distDir, ['en'])?.get('en')?.routes
  if (!routes) throw new Error(`no Vite manifest in ${distDir}`)
  const gzipOf = new Map<string, number>()
  const size = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length)
    return gzipOf.get(file)!
  }
  // `/ELST/goods` sits in `/ELST`; `/_official/` in `/_official`. An id ending in `/` is an index
  // route (`/ski-board/`), a sibling of `/ski-board/product`, never a layout above it.
  const afterPaint = afterPaintFiles(distDir)
  const layoutsOf = (id: string) =>
    Object.keys(routes).filter((other) => other !== id && other !== '__root__' && !other.endsWith('/') && id.startsWith(`${other}/`))
  return Object.keys(routes)
    .filter((id) => id !== '__root__')
    .map((id) => {
      const files = new Set([...[id, '__root__', ...layoutsOf(id)].flatMap((key) => listedPreloads(routes[key])), ...afterPaint])
      return { route: id, jsGzip: [...files].reduce((sum, file) => sum + size(file), 0), files: files.size }
    })
    .sort((a, b) => b.jsGzip - a.jsGzip)
}

/** The files the English page of `route` preloads beyond the entry's (its JSON preload list). */
export function preloadsOf(distDir: string, route: string): string[] {
  return listedPreloads(readRouteAssets(distDir, ['en'])?.get('en')?.routes[route])
}

/** What a tap on each control made before the page of `route` is ready asks for (route-assets.ts), in `locale`. */
export function tapNeedsOf(distDir: string, route: string, locale = 'en'): Record<string, string[]> {
  const scripts = readRouteAssets(distDir, locales)?.get(locale)?.routes[route]?.scripts ?? []
  return Object.assign(
    {},
    ...scripts.filter((script) => tapNeedsAttribute in script.attrs).map((script) => JSON.parse(script.children ?? '{}')),
  )
}

/** The file the build made of the module `key` (a source path). */
export const manifestFileOf = (distDir: string, key: string): string => manifestOf(distDir)[key]?.file ?? ''

/** The chunk files a route's JSON preload lists name. */
function listedPreloads(route: RouteAssets['routes'][string] | undefined): string[] {
  const lists = (route?.scripts ?? []).filter((script) => preloadsAttribute in script.attrs)
  return lists.flatMap((list) => JSON.parse(list.children ?? '[]') as string[]).map((file) => file.replace(/^\//, ''))
}

interface ViteChunk {
  file: string
  imports?: string[]
}
const manifestOf = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteChunk>

/** The chunk files of the after-paint imports, with what they import statically. */
function afterPaintFiles(distDir: string): string[] {
  const manifest = manifestOf(distDir)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  for (const key of afterPaintModules) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`)
    visit(key)
  }
  return [...seen].map((key) => manifest[key].file)
}

/** Text only the schema library and the back office put in a script. */
const foreignCode = { zod: /\$ZodType|ZodError/, 'back office': /\/api\/admin/ }

/**
 * The shop's script files (everything reachable without an /admin route, as the service worker
 * precaches them) that carry zod (and with it any contract schema) or back-office code.
 */
export function foreignCodeInShop(distDir: string): Array<{ file: string; carries: string }> {
  const backOffice = backOfficeOnlyFiles(distDir)
  const files = [...new Set(Object.values(manifestOf(distDir)).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && !backOffice.has(file),
  )
  return files.flatMap((file) => {
    const code = readFileSync(join(distDir, file), 'utf8')
    return Object.entries(foreignCode)
      .filter(([, marker]) => marker.test(code))
      .map(([carries]) => ({ file, carries }))
  })
}

/** What the service worker precaches (the manifest injected into dist/sw.js), and which of it only the back office loads. */
export function precacheOf(distDir: string): { urls: string[]; backOffice: string[] } {
  const urls = [...readFileSync(join(distDir, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1])
  const backOffice = backOfficeOnlyFiles(distDir)
  return { urls, backOffice: urls.filter((url) => backOffice.has(url)) }
}
