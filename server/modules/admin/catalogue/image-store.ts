import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Code } from '#contract/envelope.ts'
import type { Config } from '../../../env.ts'
import { thumbPath } from '#contract/media.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { messages } from '../messages.ts'

export const maxImageBytes = 10 * 1024 * 1024
/** Beyond this a picture is refused from its header, before anything decodes it (decompression bombs). */
export const maxImagePixels = 40_000_000
// The sizes and quality of the public product images (scripts/media/make-goods-images.ts).
const full = 800
const thumb = 320
const quality = 72
const imageFormats = ['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']

/** Where pictures are kept: MEDIA_DIR on this server, or an S3-compatible bucket. */
export interface MediaFiles {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  read(key: string): Promise<Buffer>
  remove(keys: string[]): Promise<void>
}

export interface ImageStore {
  files: MediaFiles
  /** Resizes an upload and stores it with its thumbnail; returns the path under the media base. */
  save(line: string, slug: string, upload: Buffer): Promise<string>
}

/**
 * Reads only the header (sharp's metadata decodes no pixels), so a file that is not a picture, or
 * one that would decode to more than 40 megapixels, is refused before the resizer sees it.
 */
export async function checkUpload(upload: Buffer): Promise<void> {
  if (upload.length > maxImageBytes) throw new ShopError(Code.invalid, messages.imageTooBig)
  // sharp throws at once, outside the promise, on an empty buffer: built inside it, so that is refused too.
  const header = await Promise.resolve()
    .then(() => sharp(upload).metadata())
    .catch(() => undefined)
  if (!header || !imageFormats.includes(header.format ?? '')) throw new ShopError(Code.invalid, messages.notImage)
  if ((header.width ?? 0) * (header.height ?? 0) * (header.pages ?? 1) > maxImagePixels)
    throw new ShopError(Code.invalid, messages.imageTooManyPixels)
}

/** sharp with the pixel limit set, so nothing it opens can decode past it. */
export const openImage = (input: Buffer) => sharp(input, { limitInputPixels: maxImagePixels })

async function resize(upload: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  await checkUpload(upload)
  try {
    const pipeline = (size: number) =>
      openImage(upload).rotate().resize(size, size, { fit: 'contain', background: '#ffffff' }).webp({ quality }).toBuffer()
    return { image: await pipeline(full), thumbnail: await pipeline(thumb) }
  } catch {
    throw new ShopError(Code.invalid, messages.notImage)
  }
}

function bucketFiles(config: Config & { S3_BUCKET: string }): MediaFiles {
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  })
  const Bucket = config.S3_BUCKET
  return {
    async put(Key, Body, ContentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, CacheControl: 'public, max-age=31536000, immutable' }))
    },
    async read(Key) {
      const answer = await s3.send(new GetObjectCommand({ Bucket, Key }))
      return Buffer.from(await answer.Body!.transformToByteArray())
    },
    async remove(keys) {
      if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }))
    },
  }
}

function folderFiles(mediaDir: string): MediaFiles {
  return {
    async put(key, body) {
      const path = join(mediaDir, key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, body)
    },
    read: (key) => readFile(join(mediaDir, key)),
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(join(mediaDir, key), { force: true })))
    },
  }
}

/** MEDIA_DIR on this server, or an S3-compatible bucket when S3_BUCKET is set. */
export function createImageStore(config: Config, mediaDir: string): ImageStore {
  const files = config.S3_BUCKET ? bucketFiles({ ...config, S3_BUCKET: config.S3_BUCKET }) : folderFiles(mediaDir)
  return {
    files,
    async save(line, slug, upload) {
      const { image, thumbnail } = await resize(upload)
      // A fresh name per upload: caches may keep old files forever (immutable).
      const key = `goods/${line}/${slug}-${randomBytes(4).toString('hex')}.webp`
      await files.put(key, image, 'image/webp')
      await files.put(thumbPath(key), thumbnail, 'image/webp')
      return key
    },
  }
}
