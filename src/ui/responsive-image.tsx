import { preload } from 'react-dom'
import { responsivePath, responsiveWidths, type ResponsiveFormat } from '#contract/media.ts'

interface ResponsiveImageProps {
  /** The master file on the media host (`…/goods/sco/x.webp`, `…/marketing/ski-hero.webp`). */
  src: string
  alt: string
  /** The master's pixel size: the box the browser reserves before the file arrives. */
  width: number
  height: number
  /** How wide it is drawn, e.g. `(max-width: 768px) 50vw, 25vw`. */
  sizes: string
  /**
   * `high`: the page's largest image above the fold, fetched first, never lazily; `eager`: above
   * the fold but not the largest; default `lazy`: below the fold, fetched when scrolled near.
   */
  priority?: 'high' | 'eager' | 'lazy'
  className?: string
  /**
   * False while an uploaded picture's copies are still being made (the API says so): the master
   * is drawn as it is, never a copy that does not exist yet.
   */
  copies?: boolean
}

/** The build's copy of `src` at `width` in `format`, or undefined for files it does not resize. */
function variant(src: string, width: number, format: ResponsiveFormat): string | undefined {
  const match = /^(.*)\/((?:goods|marketing)\/.+\.webp)$/.exec(src)
  return match ? `${match[1]}/${responsivePath(match[2], width, format)}` : undefined
}

/** `srcset` of the build's copies of a master `width` pixels wide, or undefined for files it does not resize. */
export function responsiveSrcSet(src: string, width: number, format: ResponsiveFormat): string | undefined {
  const widths = responsiveWidths(width)
  if (!variant(src, width, format) || widths.length === 0) return undefined
  return widths.map((w) => `${variant(src, w, format)} ${w}w`).join(', ')
}

const loadingOf = {
  high: { fetchPriority: 'high' },
  eager: { decoding: 'async' },
  lazy: { loading: 'lazy', decoding: 'async' },
} as const

/**
 * A picture in AVIF or WebP at the width the screen needs (copies made by
 * scripts/build/responsive-images.ts), with its size reserved so nothing moves when it loads.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = 'lazy', className, copies = true }: ResponsiveImageProps) {
  // A product saved without a picture yet: keep its box, ask the network for nothing.
  if (!src)
    return (
      <span
        className={className}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
      />
    )
  const avif = copies ? responsiveSrcSet(src, width, 'avif') : undefined
  const webp = copies ? responsiveSrcSet(src, width, 'webp') : undefined
  const loading = loadingOf[priority]
  if (!avif || !webp) return <img src={src} alt={alt} width={width} height={height} className={className} {...loading} />
  // The page's largest image: a hint in the head, so its request starts before the scripts'.
  if (priority === 'high') preload(src, { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high' })
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img src={src} alt={alt} width={width} height={height} sizes={sizes} className={className} {...loading} />
    </picture>
  )
}
