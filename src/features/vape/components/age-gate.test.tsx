import { beforeAll, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { AgeGate } from './age-gate.tsx'

async function openVapePage() {
  const rootRoute = createRootRoute()
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> })
  const vape = createRoute({
    getParentRoute: () => rootRoute,
    path: '/vape',
    component: () => (
      <AgeGate>
        <h1>Vape page</h1>
      </AgeGate>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, vape]),
    history: createMemoryHistory({ initialEntries: ['/vape'] }),
  })
  await act(() => router.load())
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByText('Vape page')
  return router
}

const gate = () => screen.queryByRole('alertdialog', { name: 'Are you 21 or older?' })

beforeAll(() => {
  // jsdom has no modal dialogs: open one as its attribute does (shops.spec.ts runs Chromium's own).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})

describe('AgeGate', () => {
  it('asks a first-time visitor to confirm 21+ and cannot be dismissed with Escape', async () => {
    await openVapePage()
    await screen.findByRole('alertdialog', { name: 'Are you 21 or older?' })
    await userEvent.keyboard('{Escape}')
    expect(gate()).not.toBeNull()
  })

  it('remembers a confirmation in AGE__CONFIRMED__', async () => {
    await openVapePage()
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I am 21 or older' }))
    expect(gate()).toBeNull()
    expect(localStorage.getItem('AGE__CONFIRMED__')).toBe('true')
  })

  it('does not ask again once confirmed', async () => {
    localStorage.setItem('AGE__CONFIRMED__', 'true')
    await openVapePage()
    expect(gate()).toBeNull()
  })

  it('leaves for the home page when the visitor declines, remembering nothing', async () => {
    const router = await openVapePage()
    await userEvent.click(await screen.findByRole('button', { name: 'No, leave' }))
    await screen.findByRole('heading', { name: 'Home page' })
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('AGE__CONFIRMED__')).toBeNull()
  })
})
