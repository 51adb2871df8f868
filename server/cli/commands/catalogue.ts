import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { CatalogueImportResult } from '#contract/admin.ts'
import { ShopError } from '../../http/shop-error.ts'
import { translate } from '../../i18n/index.ts'
import { applyImport, exportCatalogue, previewImport } from '../../modules/admin/index.ts'
import type { Command } from './command.ts'

// The back office's catalogue CSV from the command line: the same file, checks, batches and search index.
// No operator is signed in here, so stock history names none and no audit row is written.

function report(result: CatalogueImportResult): string {
  const created = result.changes.filter((change) => change.action === 'create').length
  const head = result.applied
    ? `Imported: ${created} created, ${result.changes.length - created} updated, ${result.unchanged} unchanged.`
    : `Dry run (nothing written): ${created} to create, ${result.changes.length - created} to update, ${result.unchanged} unchanged, ${result.problems.length} problems.`
  return [
    head,
    ...result.changes.map((change) => `  line ${change.line}  ${change.action.padEnd(6)}  ${change.slug}  ${change.fields.join(', ')}`),
    ...result.problems.map((problem) => `  line ${problem.line}  ${problem.field || '(file)'}: ${problem.message}`),
  ].join('\n')
}

export const catalogue: Command = {
  summary: 'Import products from a CSV file (a dry run unless --apply), or export them all',
  usage: 'catalogue import <file.csv> [--apply] | catalogue export [file.csv]',
  options: { apply: { type: 'boolean', default: false } },
  async run({ db, now, values, positionals, cwd, write }) {
    const [action, named] = positionals
    // Named from the operator's directory, also when the running shop runs the command.
    const file = named === undefined ? undefined : resolve(cwd ?? '', named)
    if (action === 'export') {
      const csv = await exportCatalogue(db)
      if (!file) {
        // Standard output is the file here: written as it is, for a pipe or a redirection.
        if (write) write(csv)
        else process.stdout.write(csv)
        return
      }
      await writeFile(file, csv)
      return `Exported ${csv.split('\r\n').length - 2} products to ${file}.`
    }
    if (action !== 'import' || !file) throw new Error(`Usage: ${this.usage}`)
    const text = await readFile(file, 'utf8')
    const importer = { db, now, locale: 'en' as const, operatorId: null }
    try {
      const result = await (values.apply ? applyImport : previewImport)(importer, text)
      if (result.problems.length) throw new Error(report(result))
      return report(result)
    } catch (error) {
      if (error instanceof ShopError)
        throw new Error(`${translate(error.userMessage, 'en', error.params)}\n${report(error.data as CatalogueImportResult)}`, {
          cause: error,
        })
      throw error
    }
  },
}
