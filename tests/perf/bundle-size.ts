import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readRouteAssets, type RouteAssets } from '../../server/plugins/route-assets.ts'
import { preloadsAttribute } from '../../server/plugins/page-loader.ts'

export interface RouteBundle {
  route: string
  /** gzip bytes of the JavaScript a first visit to this route loads before it is interactive. */
  jsGzip: number
  files: number
}

/**
 * Per route, what the server-rendered page loads (server/plugins/route-assets.ts): the entry
 * and its imports, the English catalog, and the chunks of the route and of each layout above it,
 * as the routes' preload lists name them (server/plugins/page-loader.ts).
 */
export function measureRouteBundles(distDir: string): RouteBundle[] {
  const routes = readRouteAssets(distDir, ['en'])?.get('en')?.routes
  if (!routes) throw new Error(`no Vite manifest in ${distDir}`)
  const gzipOf = new Map<string, number>()
  const size = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length)
    return gzipOf.get(file)!
  }
  // `/ELST/goods` sits in `/ELST`; `/_official/` in `/_official`.
  const layoutsOf = (id: string) => Object.keys(routes).filter((other) => other !== id && other !== '__root__' && id.startsWith(other.endsWith('/') ? other : `${other}/`))
  return Object.keys(routes)
    .filter((id) => id !== '__root__')
    .map((id) => {
      const files = new Set([id, '__root__', ...layoutsOf(id)].flatMap((key) => preloadsOf(routes[key])))
      return { route: id, jsGzip: [...files].reduce((sum, file) => sum + size(file), 0), files: files.size }
    })
    .sort((a, b) => b.jsGzip - a.jsGzip)
}

/** The chunk files a route's JSON preload lists name. */
function preloadsOf(route: RouteAssets['routes'][string] | undefined): string[] {
  const lists = (route?.scripts ?? []).filter((script) => preloadsAttribute in script.attrs)
  return lists.flatMap((list) => JSON.parse(list.children ?? '[]') as string[]).map((file) => file.replace(/^\//, ''))
}
