import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { CardForm, type CardFormHandle, type CardHolder } from './card-form.tsx'

function renderCardForm() {
  const ref = createRef<CardFormHandle>()
  const onHolderChange = vi.fn<(holder: CardHolder) => void>()
  render(
    <I18nProvider i18n={i18n}>
      <CardForm ref={ref} onHolderChange={onHolderChange} />
    </I18nProvider>,
  )
  return { ref, onHolderChange, user: userEvent.setup() }
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number)
  await user.type(screen.getByLabelText('Cardholder first name'), 'Mei')
  await user.type(screen.getByLabelText('Cardholder last name'), 'Lin')
  await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1239')
  await user.type(screen.getByLabelText('Security code'), '123')
}

/** The text a screen reader reads after the field's name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('CardForm', () => {
  it('shows every card message of the spec when nothing is typed', async () => {
    const { ref } = renderCardForm()
    await expect(act(() => ref.current!.tokenize())).resolves.toBeUndefined()
    for (const message of [
      'Enter a valid card number!',
      'The cardholder first name field is required',
      "Enter your name exactly as it's written on your card",
      'Enter a valid card expiry date',
      'Enter the CVV or security code on your card',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
  })

  it('ties each message to its field', async () => {
    const { ref, user } = renderCardForm()
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241')
    await act(() => ref.current!.tokenize())
    const number = screen.getByLabelText('Card number')
    expect(number.getAttribute('aria-invalid')).toBe('true')
    expect(description(number)).toBe('Enter a valid card number!')
  })

  it('sends the number and CVV only to the card provider, and keeps them out of storage', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelope({ code: 200, msg: 'ok', data: { token: 'tok_sandbox_1', last4: '4242', brand: 'visa' } }),
    )
    vi.stubGlobal('fetch', fetch)
    localStorage.setItem('TOKEN__', JSON.stringify('shop-login-token'))
    const { ref, user, onHolderChange } = renderCardForm()
    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242')
    await user.type(screen.getByLabelText('Cardholder first name'), 'Mei')
    await user.type(screen.getByLabelText('Cardholder last name'), 'Lin')
    await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1239')
    expect(screen.getByLabelText<HTMLInputElement>('Expiration date (MM / YY)').value).toBe('12 / 39')
    await user.type(screen.getByLabelText('Security code'), '123')

    await expect(act(() => ref.current!.tokenize())).resolves.toEqual({ token: 'tok_sandbox_1', last4: '4242', brand: 'visa' })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit]
    expect(url.pathname).toBe('/api/sandbox/card/tokenize')
    expect(JSON.parse(String(init.body))).toEqual({ number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' })
    // The card provider is another party: it never sees the shop's login.
    expect((init.headers as Record<string, string>).Authorization).not.toContain('shop-login-token')

    const held = onHolderChange.mock.calls.map(([holder]) => JSON.stringify(holder)).join()
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + held
    expect(stored).not.toContain('4242424242424242')
    expect(stored).not.toContain('4242 4242 4242 4242')
    expect(held).not.toContain('123"')
  })

  it('shows the provider refusing a field under that field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: 422, msg: 'Enter a valid card expiry date', data: { field: 'expiry' } })),
    )
    const { ref, user } = renderCardForm()
    await typeCard(user, '4242424242424242')
    await expect(act(() => ref.current!.tokenize())).resolves.toBeUndefined()
    expect(description(screen.getByLabelText('Expiration date (MM / YY)'))).toBe('Enter a valid card expiry date')
  })

  it('says network connection failed when the provider cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const { ref, user } = renderCardForm()
    await typeCard(user, '6200 0000 0000 0005')
    await expect(act(() => ref.current!.tokenize())).resolves.toBeUndefined()
    expect((await screen.findByRole('alert')).textContent).toBe('network connection failed')
  })
})
