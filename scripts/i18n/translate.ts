// Fills zh-cn translations into a Lingui PO catalog from a JSON map { "English msgid": "中文" }.
//   node scripts/i18n/translate.ts missing <catalog>          prints the untranslated msgids as JSON
//   node scripts/i18n/translate.ts fill <catalog> <map.json>   writes the translations in
// <catalog> is a name under src/locales/zh-cn (e.g. cart) or a path to a .po file.
import { readFileSync, writeFileSync } from 'node:fs'

const [command, catalog, mapFile] = process.argv.slice(2)
if (!command || !catalog) {
  console.error('usage: translate.ts missing|fill <catalog> [map.json]')
  process.exit(2)
}
const path = catalog.endsWith('.po') ? catalog : `src/locales/zh-cn/${catalog}.po`
const entries = readFileSync(path, 'utf8').split(/\n{2,}/)

const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line.replace(/^(msgid|msgstr)\s+/, ''))).join('')
const quote = (text: string) => `msgstr ${JSON.stringify(text)}`

function parse(entry: string) {
  const lines = entry.split('\n')
  const idStart = lines.findIndex((line) => line.startsWith('msgid '))
  const strStart = lines.findIndex((line) => line.startsWith('msgstr '))
  if (idStart < 0 || strStart < 0) return undefined
  const strEnd = lines.findIndex((line, index) => index > strStart && !line.startsWith('"'))
  return {
    lines,
    id: unquote(lines.slice(idStart, strStart)),
    str: unquote(lines.slice(strStart, strEnd < 0 ? lines.length : strEnd)),
    strStart,
    strEnd: strEnd < 0 ? lines.length : strEnd,
  }
}

if (command === 'missing') {
  const missing = Object.fromEntries(
    entries
      .map(parse)
      .filter((e) => e && e.id && !e.str)
      .map((e) => [e!.id, '']),
  )
  console.log(JSON.stringify(missing, null, 2))
} else if (command === 'fill' && mapFile) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>
  let filled = 0
  const out = entries.map((entry) => {
    const parsed = parse(entry)
    if (!parsed || !parsed.id || !(parsed.id in map) || !map[parsed.id]) return entry
    filled++
    const lines = [...parsed.lines]
    lines.splice(parsed.strStart, parsed.strEnd - parsed.strStart, quote(map[parsed.id]))
    return lines.join('\n')
  })
  writeFileSync(path, out.join('\n\n'))
  const left = out.map(parse).filter((e) => e && e.id && !e.str).length
  console.log(`${path}: ${filled} filled, ${left} still missing`)
} else {
  console.error('usage: translate.ts missing|fill <catalog> [map.json]')
  process.exit(2)
}
