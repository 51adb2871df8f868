import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router'
import type { AdminProductRow } from '#contract/admin.ts'
import { productListSearch, type ProductListSearch } from '../api/list-search.ts'
import { adminSections } from './admin-sections.ts'
import { ProductsTable } from './products-table.tsx'

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

const rider = (id: number): AdminProductRow => ({
  id,
  line: 'sco',
  category_id: 3,
  slug: `bulk-rider-${id}`,
  name_en: `Bulk Rider ${String(id).padStart(3, '0')}`,
  name_zh: `批量滑板车 ${id}`,
  price_cents: 10_000 + id * 50,
  stock: 5,
  active: true,
  images: [],
  version: 1,
  created_at: '2026-11-23T08:00:00.000Z',
})
const riders = [1, 2, 3].map(rider)
/** The section links of AdminShell (admin-shell.tsx) this test's router has. */
const sections = adminSections.filter((section) => section.to === '/admin/lines' || section.to === '/admin/products')

/** A gate the next loads wait at: how a screen still loading (its code, its data) looks to the router. */
function gate() {
  let open = () => {}
  const closed = new Promise<void>((resolve) => (open = resolve))
  return { closed, open }
}

/**
 * The Products screen as its route has it (src/routes/admin/products/index.tsx), beside another
 * section whose load can be held, with the back office's section links above both, as AdminShell
 * draws them.
 */
async function openProducts(at: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const q = new URL(String(input), 'http://shop').searchParams.get('q')
      const list = riders.filter((row) => !q || row.name_en.includes(q))
      return envelope({ code: 200, msg: 'ok', data: { list, total: list.length, page: 1, page_size: 20 } })
    }),
  )
  const held = { lines: undefined as Promise<void> | undefined, everything: undefined as Promise<void> | undefined }
  const rootRoute = createRootRoute({
    beforeLoad: () => held.everything,
    component: () => (
      <main>
        <nav aria-label="Back office sections">
          {sections.map((section) => (
            <Link key={section.to} to={section.to}>
              {i18n._(section.label)}
            </Link>
          ))}
        </nav>
        <Outlet />
      </main>
    ),
  })
  const lines = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/lines',
    loader: () => held.lines,
    component: () => <h1>Product lines</h1>,
  })
  const products = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/products/',
    validateSearch: productListSearch,
    component: function ProductsPage() {
      const search = products.useSearch()
      const navigate = useNavigate({ from: '/admin/products/' })
      const onSearch = (next: Partial<ProductListSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })
      return <ProductsTable search={search} onSearch={onSearch} />
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([lines, products]),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  await act(() => router.load())
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  await screen.findByRole('heading', { name: 'Products' })
  /** Settled: no navigation pending, and the list drawn for the address bar's search. */
  const settled = () =>
    waitFor(() => {
      expect(router.state.status).toBe('idle')
      const q = (router.state.location.search as ProductListSearch).q
      expect(screen.getAllByRole('link', { name: /Bulk Rider/ })).toHaveLength(riders.filter((row) => !q || row.name_en.includes(q)).length)
    })
  await settled()
  return { router, held, settled, q: () => (router.state.location.search as ProductListSearch).q }
}

const field = () => screen.getByRole<HTMLInputElement>('searchbox')
const shown = () => screen.getAllByRole('link', { name: /Bulk Rider/ }).map((link) => link.textContent)

/** What Playwright's fill does: the whole text in one input event, whatever the field held. */
const fill = (text: string) => fireEvent.input(field(), { target: { value: text } })

afterEach(() => vi.unstubAllGlobals())

describe('ProductsTable search', () => {
  it('filters the list by what is typed, in the address bar', async () => {
    const page = await openProducts('/admin/products')
    await userEvent.type(field(), 'Rider 002')
    await page.settled()
    expect(page.q()).toBe('Rider 002')
    expect(shown()).toEqual(['Bulk Rider 002'])
  })

  it('empties the field when a link opens the list unfiltered', async () => {
    const page = await openProducts('/admin/products?q=%22Bulk%20Rider%20001%22')
    expect(field().value).toBe('Bulk Rider 001')
    await userEvent.click(screen.getByRole('link', { name: 'Products' }))
    await page.settled()
    expect(page.q()).toBeUndefined()
    expect(field().value).toBe('')
    expect(shown()).toHaveLength(3)
  })

  it('filters by a search typed as soon as Products opens after another section’s load was cut short', async () => {
    // admin-bulk-and-fresh.spec.ts: Product lines clicked, then Products before the lines screen came.
    const page = await openProducts('/admin/products?q=%22Bulk%20Rider%20001%22')
    const lines = gate()
    page.held.lines = lines.closed
    await userEvent.click(screen.getByRole('link', { name: 'Product lines' }))
    await userEvent.click(screen.getByRole('link', { name: 'Products' }))
    await page.settled()
    fill('Bulk Rider 001')
    await page.settled()
    expect(page.q()).toBe('Bulk Rider 001')
    expect(field().value).toBe('Bulk Rider 001')
    expect(shown()).toEqual(['Bulk Rider 001'])
    lines.open()
  })

  it('keeps a search typed while the navigation that opens Products is still loading', async () => {
    const page = await openProducts('/admin/products?q=%22Bulk%20Rider%20001%22')
    const loading = gate()
    page.held.everything = loading.closed
    await userEvent.click(screen.getByRole('link', { name: 'Products' }))
    expect(page.router.state.status).toBe('pending')
    fill('Bulk Rider 001')
    page.held.everything = undefined
    loading.open()
    await page.settled()
    expect(page.q()).toBe('Bulk Rider 001')
    expect(field().value).toBe('Bulk Rider 001')
    expect(shown()).toEqual(['Bulk Rider 001'])
  })

  it('keeps every keystroke while the address bar lags behind them', async () => {
    const page = await openProducts('/admin/products')
    const loading = gate()
    page.held.everything = loading.closed
    await userEvent.type(field(), 'Rider 00')
    loading.open()
    page.held.everything = undefined
    await userEvent.type(field(), '3')
    await page.settled()
    expect(field().value).toBe('Rider 003')
    expect(page.q()).toBe('Rider 003')
    expect(shown()).toEqual(['Bulk Rider 003'])
  })
})
