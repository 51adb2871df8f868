import type { Db } from '../../db/database.ts'
import { listBlindBoxSeries, listProductPages } from './queries.ts'

/**
 * The public pages a search engine should know, besides products. Account, cart and checkout
 * are not here (robots.txt keeps crawlers out of them). New public pages (blind-box series and
 * rules) are added here.
 */
export const publicPages = [
  '/',
  '/profile',
  '/study',
  '/electric-scooter',
  '/ELST/goods',
  '/ELST/blind-boxes',
  '/smart-power',
  '/ES/product-category/energy-storage',
  '/ES/product-category/battery-storage',
  '/ES/partnership-opportunity',
  '/ski-board',
  '/VAPE/WAKA',
  '/VAPE/IMOMENT',
  '/VAPE/pages/about-us-waka',
  '/VAPE/pages/about-us-imoment',
  '/VAPE/pages/partnership-opportunity',
  '/VAPE/pages/privacy-policy',
  '/VAPE/pages/terms-of-use',
  '/activity',
  '/activity/rules',
  '/sazi-vape',
  '/blindBoxes',
  '/blindBoxes/rules',
  '/returns',
]

/** Where each line shows a product (energy storage by category). */
function productPath(line: string, category: string, id: number): string | undefined {
  const page = {
    sco: '/ELST/product',
    boot: '/ski-board/product',
    cig: '/VAPE/pages/product',
    ene: category === 'battery-storage' ? '/ES/battery-storage/product' : '/ES/energy-storage/product',
  }[line]
  return page ? `${page}?productId=${id}` : undefined
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Text and attribute values alike: every character XML gives a meaning to. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!)

/** `/sitemap.xml`: every public page and product, in English and (`?lang=zh-cn`) Chinese, with hreflang alternates. */
export async function sitemap(db: Db, origin: string): Promise<string> {
  const products = (await listProductPages(db)).flatMap((row) => productPath(row.line, row.category, row.id) ?? [])
  const series = (await listBlindBoxSeries(db)).map((row) => `/blindBoxes/details?id=${row.id}`)
  const localized = (path: string, zh: boolean) => `${origin}${path}${zh ? `${path.includes('?') ? '&' : '?'}lang=zh-cn` : ''}`
  const entries = [...publicPages, ...products, ...series].flatMap((path) => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(localized(path, false))}"/>`,
      `<xhtml:link rel="alternate" hreflang="zh-cn" href="${escapeXml(localized(path, true))}"/>`,
    ].join('')
    return [false, true].map((zh) => `<url><loc>${escapeXml(localized(path, zh))}</loc>${alternates}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

/** `/robots.txt`: the shopper's own pages and the API stay out of search engines. */
export function robots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /account',
    'Disallow: /checkout',
    'Disallow: /*/cart',
    'Disallow: /ES/energy-storage/cart',
    // A shopper's own blind-box pages; the series and the rules stay open.
    'Disallow: /blindBoxes/account',
    'Disallow: /blindBoxes/recharge',
    'Disallow: /blindBoxes/order',
    'Disallow: /blindBoxes/thanks',
    'Disallow: /blindBoxes/register',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
