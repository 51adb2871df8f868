import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AdminProduct } from '#contract/admin.ts'
import { ProductEditor } from './product-editor.tsx'

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

const glide = (version: number, price_cents: number): AdminProduct => ({
  id: 7,
  line: 'sco',
  category_id: 3,
  slug: 'harbour-glide',
  name_en: 'Harbour Glide',
  name_zh: '港湾滑行',
  price_cents,
  hs_code: '871160',
  origin_country: 'CN',
  stock: 4,
  active: false,
  images: [],
  version,
  created_at: '2026-11-23T08:00:00.000Z',
  summary_en: '',
  summary_zh: '',
  description_en: '',
  description_zh: '',
  compare_at_cents: null,
  thumbs: [],
  stock_history: [],
})

/** The back office's answers: someone else has saved version 3 (price $449) since the form loaded version 2. */
function backOffice() {
  const state = { stored: glide(2, 49_900), posts: [] as unknown[] }
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input)
      if (new URL(url, 'http://shop').pathname === '/api/admin/categories') {
        return envelope({
          code: 200,
          msg: 'ok',
          data: [
            {
              id: 3,
              line: 'sco',
              slug: 'commuter',
              brand: null,
              name_en: 'Commuter',
              name_zh: '通勤',
              sort: 10,
              published: true,
              version: 1,
              products: 1,
            },
          ],
        })
      }
      if (init?.method === 'POST' && url.endsWith('/publish')) {
        state.stored = { ...state.stored, active: !state.stored.active }
        return envelope({ code: 200, msg: 'ok', data: state.stored })
      }
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { version: number }
        state.posts.push(body)
        state.stored = glide(3, 44_900)
        return envelope({
          code: 409,
          msg: 'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.',
          data: { version: 3 },
        })
      }
      return envelope({ code: 200, msg: 'ok', data: state.stored })
    }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProductEditor productId={7} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { state, user: userEvent.setup() }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the product editor', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const { state, user } = backOffice()
    const slug = await screen.findByLabelText('Web address')
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('3')
    await user.clear(slug)
    await user.type(slug, 'Harbour Glide')
    await user.clear(screen.getByLabelText('Price (USD)'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Use lower-case letters, digits and dashes.')).toBeTruthy()
    expect(screen.getByLabelText('Price (USD)').getAttribute('aria-invalid')).toBe('true')
    expect(state.posts).toEqual([])
  })

  it('refuses a stale save with the server’s sentence and reloads the other operator’s version', async () => {
    const { state, user } = backOffice()
    const price = await screen.findByLabelText('Price (USD)')
    expect((price as HTMLInputElement).value).toBe('499.00')
    await user.clear(price)
    await user.type(price, '399')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Someone else changed this product while you were editing it/)).toBeTruthy()
    expect(state.posts).toMatchObject([{ version: 2, fields: { price_cents: 39_900, slug: 'harbour-glide', category_id: 3 } }])
    await user.click(screen.getByRole('button', { name: 'Reload the product' }))
    await waitFor(() => expect((screen.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('449.00'))
    expect(screen.queryByText(/Someone else changed this product/)).toBeNull()
  })

  it('keeps what the operator typed when they publish before saving', async () => {
    const { user } = backOffice()
    const name = await screen.findByLabelText('Name (English)')
    await user.clear(name)
    await user.type(name, 'Harbour Glide Pro')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published')).toBeTruthy()
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Harbour Glide Pro')
  })
})
