import { z } from 'zod'

const clientEnv = z.object({
  /** Origin of the API; empty means the SPA's own origin. */
  apiOrigin: z.string(),
  /** Object-storage host of the marketing media; empty means the server's /media. */
  mediaOrigin: z.string(),
})

export const env = clientEnv.parse({
  apiOrigin: import.meta.env.API_ORIGIN ?? '',
  mediaOrigin: import.meta.env.MEDIA_ORIGIN ?? '',
})

/** The URL of a file under media/, e.g. mediaUrl('marketing/home-desktop.webm'). */
export function mediaUrl(path: string): string {
  const base = env.mediaOrigin ? env.mediaOrigin.replace(/\/$/, '') : '/media'
  return `${base}/${path}`
}
