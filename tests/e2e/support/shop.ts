import { expect, test, type BrowserContext, type Page } from '@playwright/test'

/**
 * The shared shop this worker drives: its `use.baseURL`, which playwright.config.ts picks per
 * worker slot (two shops, so two workers never share one). Read per test, not at import.
 */
export function shopUrl(): string {
  const { baseURL } = test.info().project.use
  if (!baseURL) throw new Error(`project ${test.info().project.name} has no baseURL`)
  return baseURL
}

/**
 * The same build in production mode with a staging configuration (support/staging-shop.ts), for
 * the first-paint suite; its mails are read from a local SMTP server's list, not an outbox.
 */
export const staging = {
  base: `http://127.0.0.1:${process.env.E2E_STAGING_PORT}`,
  mailbox: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/mail.json`,
}

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** The shop's API as any client calls it (test set-up and checks against the server's truth). */
export async function api<T>(
  path: string,
  init: { body?: unknown; token?: string; locale?: string; base?: string; from?: string } = {},
): Promise<Envelope<T>> {
  // `base`: a shop of the spec's own (the gateway journeys start one with their doubles' settings).
  const response = await fetch(`${init.base ?? shopUrl()}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.locale ? { 'accept-language': init.locale } : {}),
      // `from`: the shopper's own address, as the shop's proxy reports it (TRUST_PROXY=loopback).
      ...(init.from ? { 'x-forwarded-for': init.from } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return response.json() as Promise<Envelope<T>>
}

/** The mails to each address (per mailbox) a test has already read. */
const readMails = new Map<string, Set<string>>()

/**
 * Reads the six-digit code of the next mail to `to` from the development outbox (or a staging
 * shop's mailbox, `mailbox`), as a tester reads mail: codes are sent by a worker a moment after
 * the answer, so the code just asked for is in a mail not read before, never in one already used.
 */
export async function mailedCode(to: string, base = shopUrl(), mailbox = `${base}/dev/outbox.json`): Promise<string> {
  const seen = readMails.get(`${mailbox} ${to}`) ?? new Set<string>()
  readMails.set(`${mailbox} ${to}`, seen)
  let code: string | undefined
  let mails: string[] = []
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(mailbox)).json()) as Envelope<{ list: { to_address: string; text: string }[] }>
        mails = outbox.data.list.filter((mail) => mail.to_address === to).map((mail) => mail.text)
        code = mails
          .filter((text) => !seen.has(text))
          .map((text) => /\b(\d{6})\b/.exec(text)?.[1])
          .find(Boolean)
        return code
      },
      { message: `a new code mailed to ${to}` },
    )
    .toMatch(/^\d{6}$/)
  for (const text of mails) seen.add(text)
  return code!
}

let shoppersRegistered = 0

/**
 * A new account through the API, with the e-mailed code read from the development outbox. Each
 * comes from an address of its own, as real shoppers do: the suite's accounts
 * would otherwise share one address's hourly limit of code mails (20).
 */
export async function register(
  email: string,
  password: string,
  username: string,
  shop: { base: string; mailbox?: string } = { base: shopUrl() },
): Promise<{ token: string; userInfo: { id: number } }> {
  shoppersRegistered += 1
  // One address per shopper and worker, in the range kept for benchmarks (198.18.0.0/15).
  const from = `198.18.${Number(process.env.TEST_WORKER_INDEX ?? 0) % 256}.${shoppersRegistered % 256}`
  const sent = await api('/api/v1/sco/sendEmailCode', { base: shop.base, from, body: { email, type: 'register' } })
  if (sent.code !== 200) throw new Error(`code not sent: ${sent.msg}`)
  const code = await mailedCode(email, shop.base, shop.mailbox)
  const registered = await api<{ token: string; userInfo: { id: number } }>('/api/v1/sco/verifyReguser', {
    base: shop.base,
    from,
    body: { email, code, password, username, phone: '+44 20 7946 0000', wechat: '' },
  })
  if (registered.code !== 200) throw new Error(`not registered: ${registered.msg}`)
  return registered.data
}

/**
 * The network goes away for the whole browser. Chromium's offline emulation alone can let a
 * request through right after a reload, while the new page's emulation is being set up, so
 * calls to the API are refused as a dead network would refuse them too.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false)
  await context.unroute('**/api/**')
}

/** Resolves once the service worker controls nothing less than an activated worker. */
export const serviceWorkerState = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)

/**
 * The query cache as the persister last wrote it to IndexedDB (idb-keyval's default store),
 * so a test can wait for a change to be saved before the page goes away.
 */
export const persistedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('shop-query-cache')
          read.onsuccess = () => resolve(String(read.result ?? ''))
          read.onerror = () => reject(read.error)
        }
      }),
  )

/**
 * For the journeys about the service worker (offline, the first visit's "works offline", a walk of
 * every console): playwright.config.ts blocks it elsewhere, as installing it precaches the whole
 * shop, 5 CPU-seconds of every new context.
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const

/** A 390 px phone with touch, as the phone journeys use it. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
