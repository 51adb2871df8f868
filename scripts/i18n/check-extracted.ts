// `npm run quality`: are the Lingui catalogues what the code says? Extracts them again and fails
// when anything changed, so a message edited in code without `npm run i18n` (and its zh-cn
// translation) stops CI instead of reaching a shopper as an untranslated, uncompiled id.
// Run: node scripts/i18n/check-extracted.ts
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const root = 'src/locales'
const snapshot = () =>
  new Map(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
  )

const before = snapshot()
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })
const after = snapshot()
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
const missing = [...after]
  .filter(([file]) => file.startsWith('zh-cn'))
  .flatMap(([file, text]) => [...text.matchAll(/\nmsgid "((?:[^"\\]|\\.)+)"\nmsgstr ""\n/g)].map((match) => `${file}: ${match[1]}`))

if (changed.length > 0 || missing.length > 0) {
  if (changed.length > 0) console.error(`Lingui catalogues were out of date with the code (now re-extracted): ${changed.join(', ')}`)
  if (missing.length > 0) console.error(`Untranslated in zh-cn:\n  ${missing.join('\n  ')}`)
  process.exit(1)
}
console.log('Lingui catalogues match the code; every zh-cn message is translated.')
