import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A README that points a newcomer at a file that is gone sends them looking for nothing: every
// path it names in backticks must exist, from the README's folder or one of the folders above it
// (a module's README may write `plugins/errors.ts` for `server/plugins/errors.ts`).
const skipped = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'data', 'test-results'])

function readmes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : readmes(join(dir, entry.name))
    return entry.name === 'README.md' ? [join(dir, entry.name)] : []
  })
}

// A file path: a folder part and a known extension, no wildcard, placeholder or URL.
const filePath = /^[\w.@-]+(?:\/[\w.@-]+)+\.(?:ts|tsx|mjs|json|md|po|txt|css|html)$/

function namedFiles(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((text) => filePath.test(text))
}

function folders(readme: string): string[] {
  const folder = dirname(readme)
  return folder === '.' ? ['.'] : [folder, ...folders(folder)]
}

describe('README paths', () => {
  it('reads a path in backticks, not a glob or a URL', () => {
    expect(namedFiles('see `server/app.ts`, `src/**/*.ts`, `https://x.dev/a.ts` and `a.ts`')).toEqual(['server/app.ts'])
  })

  it.each(readmes('.'))('%s names only files that exist', (readme) => {
    const missing = namedFiles(readFileSync(readme, 'utf8')).filter(
      (path) => !folders(readme).some((folder) => existsSync(join(folder, path))),
    )
    expect(missing).toEqual([])
  })
})
