import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GoodsDetail } from '#contract/catalogue.ts'
import { absoluteUrl, breadcrumbs, localizedUrl, pageHead, type PageSite } from '@/lib/page-head.ts'

/**
 * What a route's `head()` gets of its match: the page's own URL, and from the router's context
 * the render's language, messages and origin (never another render's).
 */
export interface HeadMatch {
  pathname: string
  search: object
  context: PageSite & { i18n: I18n }
}

/** The page's pathname and search (without `lang`), as canonical and hreflang use it. */
export function pathOf(match: HeadMatch): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(match.search)) {
    if (value !== undefined && value !== null && key !== 'lang') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${match.pathname}?${query}` : match.pathname
}

const shopName = msg`Cross-Border Shop`
/** The brand picture every page without its own shows in link previews (src/lib/page-head.ts). */
const brandImageAlt = msg`Cross-Border Shop: electric scooters, ski boots, energy storage and more`

/** Title and description of each public page, in the page's language. */
const pages = {
  blindBoxes: {
    title: msg`Blind boxes · Cross-Border Shop`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  blindBoxSeries: {
    title: msg`Blind-box series · Blind boxes`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  blindBoxRules: {
    title: msg`Rules · Blind boxes`,
    description: msg`How blind-box draws work: the odds table, resale rate, caps, the guaranteed prize and how to verify a draw.`,
  },
  blindBoxRegister: {
    title: msg`Create your blind-box account · Blind boxes`,
    description: msg`Blind boxes are sold to adults only: create your account with your date of birth.`,
  },
  blindBoxAccount: {
    title: msg`My blind boxes · Blind boxes`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  blindBoxRecharge: {
    title: msg`Top up · Blind boxes`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  blindBoxOrder: {
    title: msg`Prize · Blind boxes`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  blindBoxThanks: {
    title: msg`Your prize · Blind boxes`,
    description: msg`Blind-box series with published prizes, values and odds, and draws anyone can verify.`,
  },
  home: {
    title: msg`OfficialWebsite · Cross-Border Shop`,
    description: msg`Electric scooters, Bootski ski boots, home and portable energy storage, vape brands and blind boxes, shipped worldwide, plus visa, study, immigration and travel services.`,
  },
  profile: {
    title: msg`Company profile · Cross-Border Shop`,
    description: msg`Founded in 2007: cross-border trade, logistics, online shops and travel services for Europe, North America, Southeast Asia and Australia.`,
  },
  scooterHome: {
    title: msg`Electric scooters · E-Scooters`,
    description: msg`Commuter, performance and kids’ electric scooters, shipped worldwide with a two-year warranty.`,
  },
  scooterGoods: {
    title: msg`All electric scooters · E-Scooters`,
    description: msg`Every electric scooter and accessory we sell, by category, with prices and stock.`,
  },
  scooterBlindBoxes: {
    title: msg`Scooter blind boxes · E-Scooters`,
    description: msg`Blind boxes of scooter accessories and apparel: open one and see what you get.`,
  },
  energyHome: {
    title: msg`Smart Power: home and portable energy storage`,
    description: msg`Home energy storage and portable power stations for homes, trips and businesses, with partner programmes.`,
  },
  energyStorage: {
    title: msg`Energy storage · Smart Power`,
    description: msg`Home and business energy storage systems, with capacity, power and warranty for each.`,
  },
  batteryStorage: {
    title: msg`Battery storage · Smart Power`,
    description: msg`Portable power stations and battery packs for camping, travel and backup power.`,
  },
  energyPartnership: {
    title: msg`Partnership opportunity · Smart Power`,
    description: msg`Become a Smart Power partner: distributor and installer programmes with kit pricing.`,
  },
  skiHome: {
    title: msg`Bootski ski boots · Ski boards`,
    description: msg`The whole Bootski range of ski boots and boards, grouped by category, shipped worldwide.`,
  },
  waka: {
    title: msg`WAKA vapes`,
    description: msg`The WAKA range of disposable and refillable vapes, with flavours and prices. Adults only.`,
  },
  imoment: { title: msg`IMOMENT vapes`, description: msg`The IMOMENT range of vapes, with flavours and prices. Adults only.` },
  activity: {
    title: msg`Spring Ride Festival`,
    description: msg`The Spring Ride Festival: offers on electric scooters and accessories for a limited time.`,
  },
  returnsPolicy: {
    title: msg`Returns, exchanges and warranty · Cross-Border Shop`,
    description: msg`How long you have to send something back, what cannot come back, and the warranty of each product line.`,
  },
  activityRules: {
    title: msg`Spring Ride Festival rules`,
    description: msg`Who can take part in the Spring Ride Festival, the dates, and how the offers apply.`,
  },
  lavie: { title: msg`LAVIE by SAZI`, description: msg`LAVIE, the vape brand by SAZI: its own brand page inside the shop.` },
  search: {
    title: msg`Search · Cross-Border Shop`,
    description: msg`Search every product of the shop: scooters, ski boots, energy storage and vapes, in English, Chinese or pinyin.`,
  },
  notFound: {
    title: msg`Page not found · Cross-Border Shop`,
    description: msg`This page does not exist. Go back to the official home or one of the shops.`,
  },
} satisfies Record<string, { title: MessageDescriptor; description: MessageDescriptor }>

export type PageName = keyof typeof pages

/**
 * The head of a shopper's own page (account, cart, checkout): not for search engines, only its
 * title, in the page's language. Each area keeps its titles in its own catalog.
 */
export const ownPageHead = (title: MessageDescriptor, { context }: HeadMatch) => ({ meta: [{ title: context.i18n._(title) }] })

/** The shop's own description, for pages without one of their own (account, cart, checkout). */
export const siteDescription = ({ context }: HeadMatch) => context.i18n._(pages.home.description)

/** The head of a page that is the same for every visitor. */
export function staticHead(page: PageName, match: HeadMatch, jsonLd: object[] = []) {
  const { i18n } = match.context
  return pageHead(match.context, {
    title: i18n._(pages[page].title),
    description: i18n._(pages[page].description),
    path: pathOf(match),
    imageAlt: i18n._(brandImageAlt),
    jsonLd,
  })
}

/**
 * A page whose title and description come with its text (the vape brands' text pages, the
 * services page): the route's loader data, in the page's language.
 */
export function contentHead(content: { title: string; description: string } | undefined, match: HeadMatch) {
  const { i18n } = match.context
  return pageHead(match.context, {
    title: content?.title ?? i18n._(shopName),
    description: content?.description ?? siteDescription(match),
    path: pathOf(match),
    imageAlt: i18n._(brandImageAlt),
  })
}

/** An unknown page or product: said so, and kept out of search results. */
export function notFoundHead(match: HeadMatch) {
  const head = staticHead('notFound', match)
  return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
}

/** Search results: a title with the query, kept out of search engines (endless, thin pages). */
export function searchHead(match: HeadMatch, query: string | undefined) {
  const head = staticHead('search', match)
  const { i18n } = match.context
  const title = query ? i18n._(msg`“${query}” · Search · Cross-Border Shop`) : i18n._(pages.search.title)
  return { ...head, meta: [{ title }, ...head.meta.filter((meta) => !('title' in meta)), { name: 'robots', content: 'noindex' }] }
}

/** A listing: its head plus a BreadcrumbList from the home through its parents. */
export function listingHead(page: PageName, match: HeadMatch, parents: { page: PageName; path: string }[] = []) {
  const { i18n } = match.context
  const trail = [
    { name: i18n._(shopName), path: '/' },
    ...parents.map((parent) => ({ name: i18n._(pages[parent.page].title), path: parent.path })),
    { name: i18n._(pages[page].title), path: match.pathname },
  ]
  return staticHead(page, match, [breadcrumbs(match.context, trail)])
}

/** The company profile: its head plus the Organization. */
export function profileHead(match: HeadMatch) {
  const { i18n } = match.context
  const organization = {
    '@type': 'Organization',
    name: i18n._(shopName),
    url: localizedUrl(match.context, '/'),
    logo: absoluteUrl(match.context, '/icons/icon-512.png'),
    foundingDate: '2007',
    description: i18n._(pages.profile.description),
  }
  return staticHead('profile', match, [organization])
}

// Minor units to the decimal text schema.org wants (USD has two decimals).
const decimal = (minor: number) => (minor / 100).toFixed(2)

/** A product page: name, summary, picture, and the Product with its Offer. */
export function productHead(goods: GoodsDetail | undefined, match: HeadMatch, fallback: PageName) {
  if (!goods) return notFoundHead(match)
  const { i18n } = match.context
  const path = pathOf(match)
  const image = goods.images[0]?.src ?? goods.thumb
  const product = {
    '@type': 'Product',
    name: goods.goods_name,
    description: goods.summary,
    image: goods.images.map((picture) => absoluteUrl(match.context, picture.src)),
    sku: goods.slug,
    category: goods.category.name,
    offers: {
      '@type': 'Offer',
      url: localizedUrl(match.context, path),
      price: decimal(goods.price),
      priceCurrency: goods.currency,
      availability: goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
  return pageHead(match.context, {
    title: `${goods.goods_name} · ${i18n._(pages[fallback].title)}`,
    description: goods.summary,
    path,
    image,
    imageAlt: goods.goods_name,
    type: 'product',
    jsonLd: [product],
  })
}
