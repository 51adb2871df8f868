import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ResponsiveImage } from './responsive-image.tsx'

const picture = (copies?: boolean) =>
  render(
    <ResponsiveImage
      src="/media/goods/sco/harbour-1a2b3c4d.webp"
      alt="Harbour Glide"
      width={800}
      height={800}
      sizes="50vw"
      copies={copies}
    />,
  )

describe('the responsive image', () => {
  it('offers the AVIF and WebP copies at the widths they are made in', () => {
    const { container } = picture()
    const sources = [...container.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('srcset')])
    expect(sources).toEqual([
      [
        'image/avif',
        '/media/responsive/goods/sco/harbour-1a2b3c4d-320.avif 320w, /media/responsive/goods/sco/harbour-1a2b3c4d-640.avif 640w, /media/responsive/goods/sco/harbour-1a2b3c4d-800.avif 800w',
      ],
      [
        'image/webp',
        '/media/responsive/goods/sco/harbour-1a2b3c4d-320.webp 320w, /media/responsive/goods/sco/harbour-1a2b3c4d-640.webp 640w, /media/responsive/goods/sco/harbour-1a2b3c4d-800.webp 800w',
      ],
    ])
  })

  it('draws the master itself while an upload’s copies are still being made', () => {
    const { container } = picture(false)
    expect(container.querySelector('source')).toBeNull()
    expect(container.querySelector('img[srcset]')).toBeNull()
    expect(screen.getByRole('img', { name: 'Harbour Glide' }).getAttribute('src')).toBe('/media/goods/sco/harbour-1a2b3c4d.webp')
  })
})
