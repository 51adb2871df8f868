import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { GoodsDetail } from '#contract/catalogue.ts'
import { ResponsiveImage } from '@/ui/responsive-image.tsx'

export function ProductGallery({ images, name }: { images: GoodsDetail['images']; name: string }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(0)
  const current = images[shown] ?? images[0]
  if (!current) return null
  return (
    <div className="product-gallery">
      <ResponsiveImage
        src={current.src}
        alt={name}
        width={800}
        height={800}
        sizes="(max-width: 800px) calc(100vw - 32px), 50vw"
        className="product-gallery__main"
        priority="high"
        copies={current.responsive}
      />
      {images.length > 1 ? (
        <div className="product-gallery__thumbs" role="group" aria-label={t`Product images`}>
          {images.map((image, index) => (
            <button
              key={image.src}
              type="button"
              className="product-gallery__thumb"
              aria-pressed={index === shown}
              aria-label={t`Show image ${index + 1} of ${images.length}`}
              onClick={() => setShown(index)}
            >
              <img src={image.thumb} alt="" width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
