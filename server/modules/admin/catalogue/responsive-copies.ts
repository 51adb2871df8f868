import type { FastifyBaseLogger } from 'fastify'
import type { Sharp } from 'sharp'
import { responsiveFormats, responsivePath, responsiveWidths, thumbPath, type ResponsiveFormat } from '#contract/media.ts'
import type { Db } from '../../../db/database.ts'
import { openImage, type MediaFiles } from './image-store.ts'
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
      await files.put(responsivePath(path, target, format), await encodeCopy(openImage(master), target, format).toBuffer(), `image/${format}`)
    }
  }
  await queries.markCopiesMade(db, path)
}

/** The seam a durable job queue takes over: hand it a picture's path, it makes the copies later. */
export interface CopyJobs {
  enqueue(path: string): void
  /** Resolves when every job handed in so far has ended (tests, graceful close). */
  idle(): Promise<void>
}

/**
 * Until the job queue lands: jobs run one after another in this process, after the upload has
 * answered. A job lost to a restart is not lost for good: `pending_images` still lists it, and
 * the back office hands every pending picture in again when it starts.
 */
export function backgroundCopyJobs(run: (path: string) => Promise<void>, log: FastifyBaseLogger): CopyJobs {
  let queue = Promise.resolve()
  return {
    enqueue(path) {
      queue = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => run(path)).catch((error: unknown) => {
        // The picture stays pending: the shop keeps serving its master, never a missing copy.
        log.error({ err: error, path }, 'responsive copies failed')
      })
    },
    idle: () => queue,
  }
}
