import { z } from 'zod'
import { cappedString } from '#contract/text.ts'
import type { Sharp } from 'sharp'
import { responsiveFormats, responsivePath, responsiveWidths, thumbPath, type ResponsiveFormat } from '#contract/media.ts'
import type { Db } from '../../../db/database.ts'
import { openImage, type MediaFiles } from './image-store.ts'
import { jobKind } from '../../../jobs/jobs.ts'
import * as queries from './queries.ts'

/** The one encoding of responsive copies, for the build's media and for uploads alike. */
export function encodeCopy(image: Sharp, width: number, format: ResponsiveFormat): Sharp {
  const resized = image.resize({ width, withoutEnlargement: true })
  return format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 })
}

/** Every file an uploaded picture has on the media host: master, thumbnail and copies. */
export const filesOfPicture = (path: string, masterWidth: number) => [
  path,
  thumbPath(path),
  ...responsiveWidths(masterWidth).flatMap((width) => responsiveFormats.map((format) => responsivePath(path, width, format))),
]

/**
 * The job: AVIF and WebP copies of an uploaded master at the widths the shop's pages ask for,
 * written beside the build's (`responsive/…`), then the picture leaves `pending_images` so the
 * shop starts offering the copies. A picture removed meanwhile is left alone.
 */
export async function makeResponsiveCopies({ db, files }: { db: Db; files: MediaFiles }, path: string): Promise<void> {
  if (!(await queries.isPendingImage(db, path))) return
  const master = await files.read(path)
  const { width = 0 } = await openImage(master).metadata()
  for (const target of responsiveWidths(width)) {
    for (const format of responsiveFormats) {
      await files.put(
        responsivePath(path, target, format),
        await encodeCopy(openImage(master), target, format).toBuffer(),
        `image/${format}`,
      )
    }
  }
  await queries.markCopiesMade(db, path)
}

/**
 * The copies are a durable job, written in the transaction that adds the picture: a restart or a
 * dead worker never loses one (pg-boss hands it to another instance), and a failed try is retried.
 */
export const responsiveCopiesJob = jobKind('pictures.responsive-copies', z.object({ path: cappedString(300) }), {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  heartbeatSeconds: 10,
})

/** What adding a picture needs of the queue: the job written with the picture. */
export interface CopyJobs {
  enqueue(trx: Db, path: string): Promise<void>
}
