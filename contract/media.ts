/**
 * The one definition of thumbnails, for the media pipeline, the back office's uploads, the API's
 * answers and the screen: every product image has a thumbnail beside it, `a/b.webp` → `a/b-thumb.webp`.
 */
export const thumbPath = (path: string) => path.replace(/(\.\w+)$/, '-thumb$1')

/** The full-size image a thumbnail was made from (the build makes responsive copies of it). */
export const masterOfThumb = (thumb: string) => thumb.replace(/-thumb(\.\w+)$/, '$1')

/**
 * The widths of the responsive copies of a master `masterWidth` pixels wide (made by the build for
 * the media it ships and by a job for uploads): the steps it reaches, and the master's own width,
 * so a sharp screen never gets less than the master.
 */
export function responsiveWidths(masterWidth: number): number[] {
  const steps = [320, 640, 960, 1280, 1600].filter((width) => width <= masterWidth)
  return masterWidth > 0 && !steps.includes(masterWidth) && masterWidth < 1600 ? [...steps, masterWidth] : steps
}

export const responsiveFormats = ['avif', 'webp'] as const
export type ResponsiveFormat = (typeof responsiveFormats)[number]

/** Where a copy of a product or marketing master lives: `goods/sco/x.webp` → `responsive/goods/sco/x-640.avif`. */
export const responsivePath = (master: string, width: number, format: ResponsiveFormat) =>
  `responsive/${master.replace(/\.webp$/, '')}-${width}.${format}`
