import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ViteChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/**
 * The back office's routes and its strings (an area catalog, contract/catalog-areas.ts, which the
 * shop's i18n can name but only /admin pages load): what reaches only them is the operators', not the shop's.
 */
const backOfficeRoute = /^src\/(routes\/admin(\/|\.tsx|$)|locales\/[\w-]+\/admin\.po$)/

/**
 * The files of the client build in `outDir` that only the back office loads: everything the
 * shop's entry cannot reach, statically or lazily, without going through an /admin route.
 * The service worker leaves them out of its precache (vite.config.ts).
 */
export function backOfficeOnlyFiles(outDir: string): Set<string> {
  const manifestPath = join(outDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return new Set()
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteChunk>
  const shop = new Set<string>()
  const visit = (key: string) => {
    if (shop.has(key) || !manifest[key] || backOfficeRoute.test(key)) return
    shop.add(key)
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const filesOf = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))
  const shopFiles = filesOf(shop)
  return new Set([...filesOf(Object.keys(manifest))].filter((file) => !shopFiles.has(file)))
}
