import { thumbPath } from '#contract/media.ts'

/** The thumbnail of a product image, as a URL under the media base. */
export const thumbUrl = (mediaBase: string, path: string) => `${mediaBase}/${thumbPath(path)}`
