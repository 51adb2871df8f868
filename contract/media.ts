/**
 * The one definition of thumbnails, for the media pipeline, the back office's uploads, the API's
 * answers and the screen: every product image has a thumbnail beside it, `a/b.webp` → `a/b-thumb.webp`.
 */
export const thumbPath = (path: string) => path.replace(/(\.\w+)$/, '-thumb$1')

/** The full-size image a thumbnail was made from (the build makes responsive copies of it). */
export const masterOfThumb = (thumb: string) => thumb.replace(/-thumb(\.\w+)$/, '$1')
