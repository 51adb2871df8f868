import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The two vape brands of spec §2, with their brand home and About Us pages. */
export const vapeBrands = {
  waka: {
    slug: 'waka',
    name: 'WAKA',
    home: '/VAPE/WAKA',
    aboutUs: '/VAPE/pages/about-us-waka',
    hero: 'marketing/vape-waka-hero.webp',
    tagline: msg`Bold flavours in disposables and refillable pods.`,
  },
  imoment: {
    slug: 'imoment',
    name: 'IMOMENT',
    home: '/VAPE/IMOMENT',
    aboutUs: '/VAPE/pages/about-us-imoment',
    hero: 'marketing/vape-imoment-hero.webp',
    tagline: msg`Smooth moments, crafted for every day.`,
  },
} as const satisfies Record<string, { slug: string; name: string; home: string; aboutUs: string; hero: string; tagline: MessageDescriptor }>

export type VapeBrand = keyof typeof vapeBrands

/** The brand a vape page belongs to, read from its path (WAKA pages unless the path names IMOMENT). */
export function brandOfPath(pathname: string): VapeBrand {
  const path = pathname.toLowerCase()
  return path.includes('imoment') || path.includes('e-cigarette2') ? 'imoment' : 'waka'
}
