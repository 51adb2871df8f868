import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { CatalogueImportResult } from '#contract/admin.ts'
import { CatalogueImport } from './catalogue-import.tsx'

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } })

const report = (importId: number | null): CatalogueImportResult => ({
  applied: false,
  import_id: importId,
  rows: 5000,
  unchanged: 0,
  changes: Array.from({ length: 5000 }, (_, n) => ({ line: n + 2, slug: `numbat-${n}`, action: 'create' as const, fields: [] })),
  problems: [],
})

const progress = (state: string, done: number, message: string | null = null) => ({
  id: 7,
  state,
  done,
  total: 5000,
  created: done,
  updated: 0,
  message,
  started_at: '2026-12-06T12:00:00.000Z',
  finished_at: null,
})

/**
 * The back office with a 5,000-row file: the apply is queued (202) and its job writes it; the
 * progress answers `latest` (null until the apply, then as its job has got).
 */
function backOffice(latest: () => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://shop')
      if (init?.method === 'POST' && url.searchParams.get('apply') === '1') {
        applied = true
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: report(7) }), {
          status: 202,
          headers: { 'Content-Type': 'application/json' },
        })
      }
      if (init?.method === 'POST') return envelope(report(null))
      return envelope(latest())
    }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CatalogueImport />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return userEvent.setup()
}

let applied = false
afterEach(() => {
  applied = false
  vi.unstubAllGlobals()
})

describe('the catalogue import', () => {
  it('counts the rows its job has written once a large file is applied', async () => {
    const user = backOffice(() => (applied ? progress('applying', 1200) : null))
    await user.upload(
      screen.getByLabelText('CSV file of products to add or update'),
      new File(['slug\n'], 'numbats.csv', { type: 'text/csv' }),
    )
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    await user.click(await screen.findByRole('button', { name: 'Import 5,000 changes' }))
    expect(await screen.findByText('Importing: 1,200 of 5,000 rows written…')).toBeTruthy()
  })

  it('finds an import under way when the screen opens (a reload), and says why one stopped', async () => {
    backOffice(() => progress('applying', 2400))
    expect(await screen.findByText('Importing: 2,400 of 5,000 rows written…')).toBeTruthy()
    cleanup()
    backOffice(() => progress('failed', 2400, 'The import stopped after 2400 of 5000 rows.'))
    expect((await screen.findByRole('alert')).textContent).toBe('The import stopped after 2400 of 5000 rows.')
  })
})
