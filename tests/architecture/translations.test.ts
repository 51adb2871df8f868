import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Catalogs are merged at runtime, so one untranslated copy of a shared message would show
// English on a Chinese page: every zh-cn message must have its translation.
const dir = 'src/locales/zh-cn'

function untranslated(po: string): string[] {
  return po
    .split(/\n{2,}/)
    .map((entry) => {
      const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1]
      const str = /^msgstr ((?:".*"\n?)+)/m.exec(entry)?.[1]
      const text = (quoted?: string) =>
        (quoted ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as string)
          .join('')
      return { id: text(id), str: text(str) }
    })
    .filter((entry) => entry.id && !entry.str)
    .map((entry) => entry.id)
}

describe('zh-cn catalogs', () => {
  const catalogs = readdirSync(dir).filter((name) => name.endsWith('.po'))

  it('exist for every English catalog', () => {
    expect(catalogs.sort()).toEqual(
      readdirSync('src/locales/en')
        .filter((name) => name.endsWith('.po'))
        .sort(),
    )
  })

  it.each(catalogs)('%s translates every message', (name) => {
    expect(untranslated(readFileSync(join(dir, name), 'utf8'))).toEqual([])
  })
})
