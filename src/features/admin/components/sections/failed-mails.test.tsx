import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { FailedMailRow } from '#contract/admin-data.ts'
import { FailedMails } from './failed-mails.tsx'

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const refused: FailedMailRow = {
  id: '4b0f2f4e-8f0e-4c55-9c43-5a1d2f2c9e10',
  to: 'ada@example.com',
  subject: 'Your order 2611250000000001',
  failed_at: '2026-11-25T08:00:00.000Z',
  error: 'connect ECONNREFUSED',
}

/** The back office's answers: one mail given up on, until "send again" takes it off the list. */
function backOffice() {
  const state = { list: [refused], posts: [] as unknown[] }
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/api/admin/mails/resend')) {
        state.posts.push(JSON.parse(String(init.body)))
        state.list = []
        return envelope({ code: 200, msg: 'ok', data: { id: refused.id } })
      }
      return envelope({ code: 200, msg: 'ok', data: { list: state.list } })
    }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FailedMails />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { state, user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('mail not sent', () => {
  it('lists a mail given up on with the server’s last answer, and sends it again', async () => {
    const { state, user } = backOffice()
    expect(await screen.findByRole('cell', { name: 'ada@example.com' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'connect ECONNREFUSED' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send the mail to ada@example.com again' }))
    expect(state.posts).toEqual([{ id: refused.id }])
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Every mail was sent.'))
  })
})
