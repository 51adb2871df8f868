import { useCallback, useEffect, useState } from 'react'
import { preload } from 'react-dom'
import { useMediaQuery } from '@/lib/use-media-query.ts'
import { responsiveSrcSet } from '@/ui/responsive-image.tsx'
import type { VideoSource } from '../media.ts'
import { whenIdle } from '../hooks/use-warm-marketing-media.ts'
import './background-video.css'

/** The poster's `<source>`s: the build's AVIF and WebP copies, and the master as the last WebP choice. */
function posterSources(video: VideoSource, { media, preloadMedia }: { media?: string; preloadMedia?: string }) {
  const formats = [
    { type: 'image/avif', srcSet: responsiveSrcSet(video.poster, video.width, 'avif') },
    { type: 'image/webp', srcSet: responsiveSrcSet(video.poster, video.width, 'webp') ?? video.poster },
  ]
  // The poster is the page's largest image: a hint in the head starts it before the scripts.
  const avif = formats[0]!.srcSet
  if (avif)
    preload(video.poster, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: posterSizes(video),
      media: preloadMedia,
      fetchPriority: 'high',
    })
  return formats.map(({ type, srcSet }) =>
    srcSet ? (
      <source
        key={`${media ?? 'any'}-${type}`}
        media={media}
        type={type}
        srcSet={srcSet}
        sizes={posterSizes(video)}
        width={video.width}
        height={video.height}
      />
    ) : null,
  )
}

/**
 * The poster at its video's own resolution, whatever the screen: it covers a box taller than the
 * video's shape, so a smaller copy would be stretched, and the browser would then count the
 * video's first frame (sharper, so "larger") as a new, later largest paint of the page.
 */
const posterSizes = (video: VideoSource) => `${video.width}px`

/** One video for every width, or a mobile one for widths up to `breakpoint` pixels. */
type BackgroundVideoProps = { desktop: VideoSource } & (
  { mobile: VideoSource; breakpoint: number } | { mobile?: undefined; breakpoint?: undefined }
)

/**
 * A muted looping background video. The poster paints first (it is the page's largest image);
 * the video is added only once the page has loaded and gone idle, so it never delays first paint.
 * Motion-sensitive visitors keep the still poster.
 */
export function BackgroundVideo({ desktop, mobile, breakpoint = 0 }: BackgroundVideoProps) {
  const isMobile = useMediaQuery(`(max-width: ${breakpoint}px)`)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const source = mobile && isMobile ? mobile : desktop
  const [load, setLoad] = useState(false)
  // Which video has started: the poster (the picture below; the video has none of its own, which
  // would be a second download) stays in view until that one really plays.
  const [playingSource, setPlayingSource] = useState<string | null>(null)

  useEffect(() => whenIdle(() => setLoad(true)), [])

  const startVideo = useCallback((element: HTMLVideoElement | null) => {
    if (!element) return
    element.muted = true
    const play = () => void element.play().catch(() => {})
    play()
    // WeChat's in-app browser blocks autoplay until its bridge is ready: play again then.
    document.addEventListener('WeixinJSBridgeReady', play)
    return () => document.removeEventListener('WeixinJSBridgeReady', play)
  }, [])

  return (
    <div className="background-video" aria-hidden="true">
      {/* Both posters in the HTML: the browser picks by width before any script runs. */}
      {/* Each in AVIF, then WebP, at the width the screen needs (it covers the whole width). */}
      <picture>
        {mobile ? posterSources(mobile, { media: `(max-width: ${breakpoint}px)`, preloadMedia: `(max-width: ${breakpoint}px)` }) : null}
        {posterSources(desktop, { preloadMedia: mobile ? `(min-width: ${breakpoint + 1}px)` : undefined })}
        <img
          className="background-video__poster"
          src={desktop.poster}
          alt=""
          width={desktop.width}
          height={desktop.height}
          sizes={posterSizes(desktop)}
          fetchPriority="high"
        />
      </picture>
      {load && !reducedMotion ? (
        <video
          key={source.webm}
          ref={startVideo}
          className={`background-video__video${playingSource === source.webm ? ' is-playing' : ''}`}
          autoPlay
          muted
          loop
          playsInline
          preload="none"
          crossOrigin="anonymous"
          width={source.width}
          height={source.height}
          onPlaying={() => setPlayingSource(source.webm)}
          data-testid="background-video"
        >
          <source src={source.webm} type="video/webm" />
          <source src={source.mp4} type="video/mp4" />
        </video>
      ) : null}
    </div>
  )
}
