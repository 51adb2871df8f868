import { mediaUrl } from '@/lib/env.ts'

/** A looping background video in both formats, with its first frame as poster. */
export interface VideoSource {
  webm: string
  mp4: string
  poster: string
  width: number
  height: number
}

const video = (name: string, width: number, height: number): VideoSource => ({
  webm: mediaUrl(`marketing/${name}.webm`),
  mp4: mediaUrl(`marketing/${name}.mp4`),
  poster: mediaUrl(`marketing/${name}-poster.webp`),
  width,
  height,
})

/** Spec §9: the home switches to the mobile video at 960 px or less, the services page at 768. */
export const homeVideoBreakpoint = 960
export const studyMobileBreakpoint = 768

export const homeVideos = { desktop: video('home-desktop', 1280, 720), mobile: video('home-mobile', 540, 960) }
export const studyVideos = { desktop: video('study-desktop', 1280, 720), mobile: video('study-mobile', 540, 960) }
/** The smart-power home has one video for every width. */
export const smartPowerVideo = video('smart-power', 1280, 720)

export const marketingImages = {
  bankList: mediaUrl('marketing/bank-list.webp'),
  tileCargo: mediaUrl('marketing/tile-cargo.webp'),
  tileStudy: mediaUrl('marketing/tile-study.webp'),
  wechatQr: mediaUrl('marketing/wechat-qr.png'),
  studyContact: mediaUrl('marketing/study-contact.webp'),
  notFound: mediaUrl('marketing/not-found.webp'),
  activityBanner: mediaUrl('marketing/activity-banner.webp'),
  profileMobile: mediaUrl('marketing/profile-mobile.webp'),
  profile: {
    history: mediaUrl('marketing/profile-history.webp'),
    service: mediaUrl('marketing/profile-service.webp'),
    regions: mediaUrl('marketing/profile-regions.webp'),
    contact: mediaUrl('marketing/profile-contact.webp'),
  },
  shops: {
    scooter: mediaUrl('marketing/shop-scooter.webp'),
    smartPower: mediaUrl('marketing/shop-smart-power.webp'),
    skiBoard: mediaUrl('marketing/shop-ski-board.webp'),
    vape: mediaUrl('marketing/shop-vape.webp'),
    blindBox: mediaUrl('marketing/shop-blind-box.webp'),
  },
  study: {
    visa: mediaUrl('marketing/study-visa.webp'),
    study: mediaUrl('marketing/study-study.webp'),
    immigration: mediaUrl('marketing/study-immigration.webp'),
    travel: mediaUrl('marketing/study-travel.webp'),
  },
} as const

/** The format this browser plays: the one worth caching for offline use. */
export function playableFormat(): 'webm' | 'mp4' {
  const probe = document.createElement('video')
  return probe.canPlayType('video/webm; codecs="vp9"') || probe.canPlayType('video/webm') ? 'webm' : 'mp4'
}

/**
 * Everything `/`, `/profile` and `/study` show on this device: every marketing image, plus the
 * posters and videos of the variants this screen width uses, in the format the browser plays.
 */
export function offlineMarketingMedia(width: number, format: 'webm' | 'mp4'): string[] {
  const home = width <= homeVideoBreakpoint ? homeVideos.mobile : homeVideos.desktop
  const services = width <= studyMobileBreakpoint ? studyVideos.mobile : studyVideos.desktop
  const images = Object.values(marketingImages).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))
  return [...images, home.poster, services.poster, home[format], services[format]]
}
