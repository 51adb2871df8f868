import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { CatalogueImportResult } from '#contract/admin.ts'
import { CatalogueImport } from './catalogue-import.tsx'

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } })

const report = (applied: boolean): CatalogueImportResult => ({
  applied,
  rows: 5000,
  unchanged: 0,
  changes: Array.from({ length: 5000 }, (_, n) => ({ line: n + 2, slug: `numbat-${n}`, action: 'create' as const, fields: [] })),
  problems: [],
})

/** The back office while a 5,000-row file is applied: the apply answers at the end, the progress between batches. */
function backOffice() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://shop')
      if (init?.method === 'POST' && url.searchParams.get('apply') === '1') return new Promise<Response>(() => {})
      if (init?.method === 'POST') return envelope(report(false))
      return envelope({ state: 'running', done: 1200, total: 5000, started_at: '2026-12-06T12:00:00.000Z', finished_at: null })
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

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the catalogue import', () => {
  it('counts the rows written while a large file is applied', async () => {
    const user = backOffice()
    await user.upload(
      screen.getByLabelText('CSV file of products to add or update'),
      new File(['slug\n'], 'numbats.csv', { type: 'text/csv' }),
    )
    await user.click(screen.getByRole('button', { name: 'Check the file' }))
    await user.click(await screen.findByRole('button', { name: 'Import 5,000 changes' }))
    expect(await screen.findByText('Importing: 1,200 of 5,000 rows written…')).toBeTruthy()
  })
})
