import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue.ts'
import { common } from './common-messages.ts'
import { inBothLanguages, translate } from './index.ts'

/** Every `/*i18n*\/ { id: '…' }` written in the server's code, as the extractor reads them. */
function messagesInCode(dir = 'server'): { file: string; id: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : messagesInCode(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return []
    const source = readFileSync(path, 'utf8')
    return [...source.matchAll(/\/\*i18n\*\/ \{ id: ('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*") \}/g)].map((match) => ({
      file: path,
      id: new Function(`return ${match[1]}`)() as string,
    }))
  })
}

describe('the server’s messages', () => {
  it('are all in the Lingui catalogue (run `npm run i18n` after adding one), translated into Chinese', () => {
    const found = messagesInCode()
    expect(found.length).toBeGreaterThan(200)
    const zh = catalogue('zh-cn').messages
    expect(found.filter(({ id }) => !(id in zh))).toEqual([])
    expect(found.filter(({ id }) => translate({ id }, 'zh-cn') === translate({ id }, 'en') && /[a-z]{4}/.test(id))).toEqual([])
  })

  it('keep no Chinese text in the code: translations live in server.po', () => {
    // Comments may show Chinese examples (the search explains how it cuts words); code may not.
    const code = (source: string) =>
      source
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\s\/\/ .*$/gm, '')
    const inline = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return ['seed', 'test'].includes(entry.name) ? [] : inline(path)
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && /[\u4e00-\u9fff]/.test(code(readFileSync(path, 'utf8')))
          ? [path]
          : []
      })
    expect(inline('server')).toEqual([])
  })

  it('answer in the caller’s language with their placeholders filled', () => {
    expect(translate(common.notEnoughStock, 'en', { stock: 2, name: 'Falcon' })).toBe('Only 2 of Falcon left in stock.')
    expect(translate(common.notEnoughStock, 'zh-cn', { stock: 2, name: 'Falcon' })).toBe('Falcon 仅剩 2 件库存。')
    expect(inBothLanguages({ id: '{count, plural, one {# minute} other {# minutes}}' }, { count: 1 })).toEqual({
      en: '1 minute',
      'zh-cn': '1 分钟',
    })
    expect(translate({ id: '{count, plural, one {# minute} other {# minutes}}' }, 'en', { count: 3 })).toBe('3 minutes')
    // Text already worked out in each language is shown as it is.
    expect(translate({ en: 'size', 'zh-cn': '尺码' }, 'zh-cn')).toBe('尺码')
  })
})
