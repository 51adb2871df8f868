import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

interface RouteChunks {
  /** URL path the route file serves, e.g. /ELST/goods. */
  path: string
  /** A layout (`route.tsx`) also serves every path below its own. */
  layout: boolean
  /** Pathless layout folder (`_official`) the file sits in, if any. */
  pathlessParent: string | undefined
  keys: string[]
}

/**
 * The SPA's index.html with `modulepreload` hints for the page asked for: its route chunks and
 * the message catalog of the caller's language load in parallel with the entry instead of
 * after it. Built from the Vite manifest (`build.manifest`); without one the plain shell is sent.
 */
export function createAppShell(appDir: string): (pathname: string, locale: string) => string {
  const html = readFileSync(resolve(appDir, 'index.html'), 'utf8')
  const manifestPath = resolve(appDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return () => html
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>

  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || seen.has(chunk.file)) continue
      seen.add(chunk.file)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }
  const alreadyPreloaded = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry))

  const routes = new Map<string, RouteChunks>()
  for (const key of Object.keys(manifest)) {
    const [source, query] = key.split('?')
    if (!query?.startsWith('tsr-split') || !source.startsWith('src/routes/')) continue
    const segments = source
      .replace(/^src\/routes\//, '')
      .replace(/\.tsx$/, '')
      .split('/')
    const last = segments.at(-1)
    // `route.tsx` is a layout; so is a top-level pathless `_name.tsx`, but it is added through its
    // children (pathlessParent), never by prefix.
    const layout = last === 'route'
    const urlSegments = segments.filter(
      (segment, index) => !segment.startsWith('_') && !(index === segments.length - 1 && (segment === 'index' || segment === 'route')),
    )
    const entry = routes.get(source) ?? {
      path: `/${urlSegments.join('/')}`,
      layout,
      pathlessParent: segments.length > 1 && segments[0].startsWith('_') ? segments[0] : undefined,
      keys: [],
    }
    entry.keys.push(key)
    routes.set(source, entry)
  }
  const catalogs = (locale: string) => Object.keys(manifest).filter((key) => key === `src/lib/catalogs/${locale}.ts`)

  const cache = new Map<string, string>()
  return (pathname, locale) => {
    const path = pathname.replace(/\/+$/, '') || '/'
    const cacheKey = `${locale} ${path}`
    const cached = cache.get(cacheKey)
    if (cached) return cached
    const matched = [...routes.values()].filter(
      (route) => route.path === path || (route.layout && path.startsWith(`${route.path === '/' ? '' : route.path}/`)),
    )
    // A page inside a pathless layout (`_official/404.tsx`) also needs that layout (`_official.tsx`).
    const pathless = matched.flatMap((route) => (route.pathlessParent ? [routes.get(`src/routes/${route.pathlessParent}.tsx`)] : []))
    const files = closure([...matched, ...pathless].flatMap((route) => route?.keys ?? []).concat(catalogs(locale)))
    const links = [...files]
      .filter((file) => file.endsWith('.js') && !alreadyPreloaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    const page = links.length ? html.replace('</head>', `${links.join('')}</head>`) : html
    if (cache.size < 500) cache.set(cacheKey, page)
    return page
  }
}
