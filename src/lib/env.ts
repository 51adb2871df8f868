/** Build-time settings (vite.config.ts `define`), read once. */
export const env = {
  /** Origin of the API; empty means the SPA's own origin. */
  apiOrigin: import.meta.env.API_ORIGIN ?? '',
  /** Object-storage host of the marketing media; empty means the server's /media. */
  mediaOrigin: import.meta.env.MEDIA_ORIGIN ?? '',
} as const

/** The URL of a file under media/, e.g. mediaUrl('marketing/home-desktop.webm'). */
export function mediaUrl(path: string): string {
  const base = env.mediaOrigin ? env.mediaOrigin.replace(/\/$/, '') : '/media'
  return `${base}/${path}`
}
