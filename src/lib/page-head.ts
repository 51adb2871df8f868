import { defaultLocale, locales, type Locale } from './i18n.ts'
import { mediaUrl } from './env.ts'

/**
 * Each public page's head: title, description, canonical, hreflang alternates (en at the plain
 * URL, zh-cn at `?lang=zh-cn`), Open Graph and Twitter card, and JSON-LD. Route `head()`s call
 * `pageHead` with their router context's page language and origin: the server render's (PUBLIC_URL
 * or the request's) and the browser's are the same, so both agree.
 */
export interface PageSite {
  locale: Locale
  /** The shop's public origin, without a trailing slash. */
  origin: string
}

export const absoluteUrl = (site: PageSite, path: string) => (/^https?:/.test(path) ? path : `${site.origin.replace(/\/$/, '')}${path}`)

/** `path` (pathname and search, without `lang`) in one language. */
export function localizedUrl(site: PageSite, path: string, locale: Locale = site.locale): string {
  const url = new URL(path, 'http://shop')
  url.searchParams.delete('lang')
  if (locale !== defaultLocale) url.searchParams.set('lang', locale)
  return absoluteUrl(site, `${url.pathname}${url.search}`)
}

export interface PageHeadInput {
  title: string
  description: string
  /** Pathname and search of the page, e.g. `/ELST/product?productId=3`. */
  path: string
  /** The picture link previews show (the product's); a media URL or an absolute one. Else the shop's brand picture. */
  image?: string
  /** What that picture shows, for those who cannot see it. */
  imageAlt: string
  type?: 'website' | 'product'
  jsonLd?: object[]
}

// `</script>` inside a JSON-LD string must not end the script element.
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Every page's link preview has a picture: a page without its own shows the shop's (the home's poster). */
const brandImage = () => mediaUrl('marketing/home-desktop-poster.webp')

export function pageHead(site: PageSite, { title, description, path, image, imageAlt, type = 'website', jsonLd = [] }: PageHeadInput) {
  const { locale } = site
  const canonical = localizedUrl(site, path)
  const picture = absoluteUrl(site, image ?? brandImage())
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: 'Cross-Border Shop' },
      { property: 'og:locale', content: locale === 'zh-cn' ? 'zh_CN' : 'en_US' },
      { property: 'og:image', content: picture },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:image', content: picture },
      { name: 'twitter:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...locales.map((hrefLang) => ({ rel: 'alternate', hrefLang, href: localizedUrl(site, path, hrefLang) })),
      { rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(site, path, defaultLocale) },
    ],
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: safeJson({ '@context': 'https://schema.org', ...data }) })),
  }
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbs(site: PageSite, items: { name: string; path: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: localizedUrl(site, item.path),
    })),
  }
}
