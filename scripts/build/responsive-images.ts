// Part of `npm run build`: AVIF and WebP copies of the media masters at the widths pages ask for
// in `srcset` (src/ui/responsive-image.tsx), written to <MEDIA_DIR>/responsive/ beside the
// masters (upload that tree with the rest when media lives on a CDN). Up-to-date copies are kept,
// so only the first build after new media pays for the encoding.
import { mkdir, readdir, stat } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import sharp from 'sharp'
import { responsiveFormats, responsivePath, responsiveWidths } from '../../contract/media.ts'
import { encodeCopy } from '../../server/modules/admin/catalogue/responsive-copies.ts'

const mediaDir = process.argv[2] ?? process.env.MEDIA_DIR ?? 'media'
const outRoot = join(mediaDir, 'responsive')
// Product pictures and every marketing picture (banners, tiles, posters). Offline, the service
// worker answers a copy it has not cached with the master the marketing pages pre-cache (sw/media.ts).
const masters = /^(goods\/.+(?<!-thumb)|marketing\/[\w-]+)\.webp$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (path !== outRoot) yield* files(path)
    } else yield path
  }
}

const isFresh = async (target: string, masterTime: number) => ((await stat(target).catch(() => undefined))?.mtimeMs ?? 0) > masterTime

let written = 0
for await (const path of files(mediaDir)) {
  const name = relative(mediaDir, path).split('\\').join('/')
  if (!masters.test(name)) continue
  const { mtimeMs } = await stat(path)
  const { width = 0 } = await sharp(path).metadata()
  for (const target of responsiveWidths(width)) {
    for (const format of responsiveFormats) {
      const out = join(mediaDir, responsivePath(name, target, format))
      if (await isFresh(out, mtimeMs)) continue
      await mkdir(dirname(out), { recursive: true })
      await encodeCopy(sharp(path), target, format).toFile(out)
      written++
    }
  }
}
console.log(`responsive images: ${written} written in ${outRoot}`)
