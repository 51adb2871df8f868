import { readFileSync } from 'node:fs'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { parsePo } from 'pofile-ts'
import type { Locale } from '#contract/common.ts'

/*
 * The server's catalogue: `src/locales/{en,zh-cn}/server.po`, the Lingui catalogues a translator
 * edits for the client too (`npm run i18n` extracts the server's `/*i18n*\/` messages into them).
 * Read once, at the first message, and compiled with Lingui's own ICU compiler. A message is its
 * English (the msgid); an untranslated one falls back to it.
 */

const catalogueFile = (locale: Locale) => new URL(`../../src/locales/${locale}/server.po`, import.meta.url)

function load(locale: Locale): I18n {
  const messages: Messages = {}
  for (const item of parsePo(readFileSync(catalogueFile(locale), 'utf8')).items) {
    // Compiled once here, not on every answer.
    if (!item.obsolete && item.msgid) messages[item.msgid] = compileMessage(item.msgstr[0] || item.msgid)
  }
  const i18n = setupI18n()
  // A message missing from the catalogue (not extracted yet) still shows its English, placeholders filled.
  i18n.setMessagesCompiler(compileMessage)
  i18n.load(locale, messages)
  i18n.activate(locale)
  return i18n
}

const loaded = new Map<Locale, I18n>()

export function catalogue(locale: Locale): I18n {
  let i18n = loaded.get(locale)
  if (!i18n) {
    i18n = load(locale)
    loaded.set(locale, i18n)
  }
  return i18n
}
