import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { activateLocale, localeStore, nextLocale, toggleLocale } from './i18n.ts'
import type { ShopEndpoints } from '#contract/endpoints.ts'
import { createApiClient } from './api-client.ts'

describe('the locale toggle of spec §4', () => {
  afterAll(async () => {
    await activateLocale('en')
  })

  it.each([
    ['en', 'zh-cn'],
    ['', 'zh-cn'],
    [undefined, 'zh-cn'],
    ['zh-cn', 'en'],
    ['fr', 'en'],
  ])('turns %s into %s', (current, next) => {
    expect(nextLocale(current)).toBe(next)
  })

  it('switches the interface and LOCALE__ together, and back, leaving <html lang> to the render', async () => {
    await activateLocale('en')
    document.documentElement.lang = 'en'
    expect(await toggleLocale()).toBe('zh-cn')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('LOCALE__')).toBe('"zh-cn"')
    expect(localeStore.get()).toBe('zh-cn')
    expect(i18n.locale).toBe('zh-cn')

    expect(await toggleLocale()).toBe('en')
    expect(localStorage.getItem('LOCALE__')).toBe('"en"')
  })

  it('translates the transport messages into Chinese', async () => {
    await activateLocale('zh-cn')
    const client = createApiClient<ShopEndpoints>({
      base: 'http://shop.test/api/v1/sco',
      getToken: () => undefined,
      getLocale: () => 'zh-cn',
      events: { loginExpired() {}, redirect() {}, goHome() {}, error() {} },
      fetch: () => Promise.reject(new TypeError('offline')),
    })
    await expect(client.request('GET /exchangerate')).rejects.toMatchObject({ message: '网络连接失败' })
  })
})
