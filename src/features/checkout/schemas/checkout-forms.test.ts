import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { cardFormSchema } from './card-form.ts'
import { emptyAddress, informationSchema, isContact, paymentSchema } from './checkout-forms.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })
const _ = i18n._.bind(i18n)

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('card form', () => {
  const now = () => new Date(2026, 4, 17)

  it('gives every spec message for an empty form', () => {
    const result = cardFormSchema(_, now).safeParse({ number: '', firstName: '', lastName: '', expiry: '', securityCode: '' })
    expect(messagesOf(result)).toEqual({
      number: 'Enter a valid card number!',
      firstName: 'The cardholder first name field is required',
      lastName: "Enter your name exactly as it's written on your card",
      expiry: 'Enter a valid card expiry date',
      securityCode: 'Enter the CVV or security code on your card',
    })
  })

  it('gives the same messages for bad input', () => {
    const result = cardFormSchema(_, now).safeParse({
      number: '4242 4242 4242 4241',
      firstName: '   ',
      lastName: 'Lee 2',
      expiry: '04 / 26',
      securityCode: '12',
    })
    expect(Object.keys(messagesOf(result))).toEqual(['number', 'firstName', 'lastName', 'expiry', 'securityCode'])
  })

  it('accepts a good card, UnionPay included', () => {
    const card = { number: '6200 0000 0000 0005', firstName: 'Mei', lastName: "O'Brien-Li", expiry: '05 / 26', securityCode: '1234' }
    expect(cardFormSchema(_, now).safeParse(card).success).toBe(true)
    expect(cardFormSchema(_, now).safeParse({ ...card, lastName: '李' }).success).toBe(true)
  })
})

describe('contact', () => {
  it('accepts an e-mail address or a mobile phone number', () => {
    expect(
      ['mei@example.com', ' mei@example.co.uk ', '+86 138 0013 8000', '020 7946-0958', '13800138000'].filter((value) => !isContact(value)),
    ).toEqual([])
  })

  it('refuses anything else', () => {
    expect(['', 'mei@', 'mei@example', '12345', '+86 138 0013 8000 0000 1', 'call me', '138-abc-8000'].filter(isContact)).toEqual([])
  })
})

describe('information step', () => {
  const base = {
    contact: 'mei@example.com',
    newsOptIn: false,
    delivery: 'ship' as const,
    addressChoice: 'new',
    address: emptyAddress,
    saveAddress: true,
    dateOfBirth: '',
  }

  it('asks for every part of a new shipping address', () => {
    const result = informationSchema(_).safeParse({ ...base, contact: 'nope' })
    expect(messagesOf(result)).toEqual({
      contact: 'Enter a valid email or mobile phone number',
      'address.firstName': 'Enter a first name',
      'address.lastName': 'Enter a last name',
      'address.country': 'Please select a country',
      'address.city': 'Enter a city',
      'address.address': 'Enter an address',
      'address.postalCode': 'Enter a ZIP / postal code',
    })
  })

  it('needs no address when a saved one is chosen or the order is picked up', () => {
    expect(informationSchema(_).safeParse({ ...base, addressChoice: '12' }).success).toBe(true)
    expect(informationSchema(_).safeParse({ ...base, delivery: 'pickup' }).success).toBe(true)
  })

  it('asks a vape buyer for a real date of birth, never one in the future', () => {
    const pickup = { ...base, delivery: 'pickup' as const }
    expect(messagesOf(informationSchema(_, true).safeParse(pickup))).toEqual({ dateOfBirth: 'Enter your date of birth' })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    for (const wrong of [tomorrow, '2001-02-30', '1.1.2001'])
      expect(messagesOf(informationSchema(_, true).safeParse({ ...pickup, dateOfBirth: wrong }))).toEqual({
        dateOfBirth: 'Enter a valid date of birth.',
      })
    expect(informationSchema(_, true).safeParse({ ...pickup, dateOfBirth: '1990-05-17' }).success).toBe(true)
    // Other lines never ask.
    expect(informationSchema(_).safeParse(pickup).success).toBe(true)
  })
})

describe('payment step', () => {
  const base = { method: 'card' as const, billing: 'same' as const, billingAddress: emptyAddress, couponId: '', note: '' }

  it('asks for a billing address only when it differs from the shipping one', () => {
    expect(paymentSchema(_).safeParse(base).success).toBe(true)
    const result = paymentSchema(_).safeParse({ ...base, billing: 'different' })
    expect(messagesOf(result)['billingAddress.lastName']).toBe('Enter a last name')
  })
})
