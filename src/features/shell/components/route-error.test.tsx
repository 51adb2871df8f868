import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { createShopApi } from '@/lib/api.ts'
import { RouteError } from './route-error.tsx'

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/product-abc123.js')

/** A shop layout (header, footer) around one page whose loader runs `load`; the app's error component for every route. */
async function openPage(load: () => Promise<string>) {
  const ignored = () => {}
  const api = createShopApi({
    getLocale: () => 'en',
    getToken: () => undefined,
    events: { loginExpired: ignored, redirect: ignored, goHome: ignored, error: ignored },
  })
  // The shop's own client, its reports answered here: the page's report is what the test reads.
  const report = vi.spyOn(api.reports(), 'request').mockResolvedValue(null)
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>Shop header</header>
        <Outlet />
        <footer>Shop footer</footer>
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> })
  const product = createRoute({
    getParentRoute: () => rootRoute,
    path: '/product',
    loader: load,
    component: function Product() {
      return <h1>{product.useLoaderData()}</h1>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, product]),
    history: createMemoryHistory({ initialEntries: ['/product'] }),
    context: { api },
    defaultErrorComponent: RouteError,
  })
  await act(() => router.load())
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { router, report }
}

afterEach(() => {
  sessionStorage.clear()
})

describe('RouteError', () => {
  it('shows the shop’s error view inside the layout, reports it once, and "Try again" runs the failed loader again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('the API answered 500')).mockResolvedValue('Urban Glide')
    const { report } = await openPage(load)
    expect(await screen.findByRole('heading', { name: 'Sorry, this page could not be shown' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText('Shop header')).toBeTruthy()
    expect(screen.getByText('Shop footer')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith('POST /errors', {
      body: { kind: 'route', path: expect.any(String), message: 'Error: the API answered 500' },
      silent: true,
    })

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Urban Glide' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reloads the page once for a part of the app that did not load, then shows the view', async () => {
    const path = window.location.pathname
    await openPage(() => Promise.reject(chunkFailure()))
    // The first time on this path: a reload is noted (jsdom cannot navigate), no view.
    await vi.waitFor(() => expect(sessionStorage.getItem(`CHUNK__RELOADED__${path}`)).not.toBeNull(), { timeout: 10_000 })
    expect(screen.queryByRole('alert')).toBeNull()

    // After the reload the chunk fails again: the view shows, and no second reload is asked for.
    const noted = sessionStorage.getItem(`CHUNK__RELOADED__${path}`)
    document.body.innerHTML = ''
    const { report } = await openPage(() => Promise.reject(chunkFailure()))
    expect(
      await screen.findByText('A part of the page did not load. Check your connection, then try again.', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(sessionStorage.getItem(`CHUNK__RELOADED__${path}`)).toBe(noted)
    expect(report).toHaveBeenCalledWith('POST /errors', expect.objectContaining({ body: expect.objectContaining({ kind: 'chunk' }) }))
  })
})
