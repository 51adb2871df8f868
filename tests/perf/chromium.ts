import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** As the machine allows it: no sandbox (root), no background networking (the network is closed). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A headless Chromium for measuring first visits, each in a context of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

export interface ShopBrowser {
  browser: BrowserContext
  close(): Promise<void>
}

/** Debian's Chromium with a fresh profile, service workers on. */
export async function launchBrowser(options: { width?: number; height?: number; locale?: string } = {}): Promise<ShopBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'shop-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'allow',
  })
  return {
    browser: context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export type { Browser }
