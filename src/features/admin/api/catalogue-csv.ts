import { useMutation } from '@tanstack/react-query'
import type { CatalogueImportResult } from '#contract/admin.ts'
import { ApiError } from '@/lib/api-client.ts'
import { adminApi } from './admin-client.ts'
import { useFollowImport } from './catalogue-import-progress.ts'
import { saveFile } from '@/lib/save-file.ts'

/** Every product as the CSV file the import reads, saved by the browser. */
export async function downloadCatalogueCsv(): Promise<void> {
  saveFile(await adminApi.download('GET /products.csv', { silent: true }), `catalogue-${new Date().toISOString().slice(0, 10)}.csv`)
}

/**
 * A dry run, or the apply: checked whole (a file with any problem changes nothing), then queued
 * for the server's job, which the screen follows with `useImportProgress`. A refused apply answers
 * the same report, its problems in the error's data, so the screen lists them either way.
 */
export function useImportCatalogue() {
  const follow = useFollowImport()
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ file, apply }: { file: Blob; apply: boolean }): Promise<CatalogueImportResult> => {
      // The file's own type varies by system (often empty, or a spreadsheet's); the server reads CSV.
      const body = new Blob([file], { type: 'text/csv' })
      try {
        return await adminApi.request('POST /products/import', { query: { apply: apply ? '1' : '0' }, body, silent: true })
      } catch (error) {
        const report = error instanceof ApiError ? (error.data as CatalogueImportResult | undefined) : undefined
        if (report?.problems) return report
        throw error
      }
    },
    onSuccess: async (result) => {
      if (result.import_id !== null) await follow()
    },
  })
}
