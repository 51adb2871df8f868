import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Code } from '#contract/envelope.ts'
import type { Config } from '../../../env.ts'
import { thumbPath } from '#contract/media.ts'
import { ShopError } from '../../../http/shop-error.ts'
import { messages } from '../messages.ts'

export const maxImageBytes = 10 * 1024 * 1024
// The sizes and quality of the public product images (scripts/media/make-goods-images.ts).
const full = 800
const thumb = 320
const quality = 72

export interface ImageStore {
  /** Resizes an upload and stores it with its thumbnail; returns the path under the media base. */
  save(line: string, slug: string, upload: Buffer): Promise<string>
}

async function resize(upload: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  try {
    const metadata = await sharp(upload).metadata()
    if (!['jpeg', 'png', 'webp', 'avif', 'heif', 'gif'].includes(metadata.format ?? '')) throw new Error('not an image')
    const pipeline = (size: number) => sharp(upload).rotate().resize(size, size, { fit: 'contain', background: '#ffffff' }).webp({ quality }).toBuffer()
    return { image: await pipeline(full), thumbnail: await pipeline(thumb) }
  } catch {
    throw new ShopError(Code.invalid, messages.notImage)
  }
}

/** MEDIA_DIR on this server, or an S3-compatible bucket when S3_BUCKET is set. */
export function createImageStore(config: Config, mediaDir: string): ImageStore {
  const s3 = config.S3_BUCKET
    ? new S3Client({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        forcePathStyle: Boolean(config.S3_ENDPOINT),
        ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } } : {}),
      })
    : null
  const put = async (key: string, body: Buffer) => {
    if (s3) {
      await s3.send(new PutObjectCommand({ Bucket: config.S3_BUCKET, Key: key, Body: body, ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' }))
      return
    }
    const path = join(mediaDir, key)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, body)
  }
  return {
    async save(line, slug, upload) {
      if (upload.length > maxImageBytes) throw new ShopError(Code.invalid, messages.imageTooBig)
      const { image, thumbnail } = await resize(upload)
      // A fresh name per upload: caches may keep old files forever (immutable).
      const key = `goods/${line}/${slug}-${randomBytes(4).toString('hex')}.webp`
      await put(key, image)
      await put(thumbPath(key), thumbnail)
      return key
    },
  }
}
