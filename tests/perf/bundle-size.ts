import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface RouteBundle {
  route: string
  /** gzip bytes of the JavaScript a first visit to this route runs before it can render. */
  jsGzip: number
  files: number
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('-') ? [] : routeFiles(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

/**
 * Per route: the entry's static import closure plus the route's own split chunks and theirs,
 * read from the Vite manifest of a build made with `build.manifest`.
 */
export function measureRouteBundles(distDir: string, routesDir = 'src/routes'): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const gzipOf = new Map<string, number>()
  const size = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length)
    return gzipOf.get(file)!
  }
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || seen.has(chunk.file)) continue
      seen.add(chunk.file)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  return routeFiles(routesDir)
    .filter((file) => !file.endsWith('__root.tsx'))
    .map((file) => {
      const source = relative('.', file)
      const own = Object.keys(manifest).filter((key) => key.split('?')[0] === source && key.includes('tsr-split'))
      const files = closure([...entryKeys, ...own])
      const jsGzip = [...files].filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + size(name), 0)
      return { route: source.replace(/^src\/routes/, '').replace(/\.tsx?$/, ''), jsGzip, files: files.size }
    })
    .sort((a, b) => b.jsGzip - a.jsGzip)
}
