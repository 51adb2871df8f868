import { randomBytes } from 'node:crypto'
import type { ReturnFiles } from './context.ts'

/** The shop's picture pipeline as the back office builds it (server/modules/admin/catalogue/image-store.ts). */
export interface PictureStore {
  files: { put(key: string, body: Buffer, contentType: string): Promise<void> }
  save(line: string, slug: string, upload: Buffer): Promise<string>
}

/**
 * Photos go through the same pipeline as product pictures (checked from their header: an image,
 * 10 MB, 40 megapixels; resized, stored with a fresh name); labels are stored as they are.
 */
export function returnFilesOf(store: PictureStore): ReturnFiles {
  return {
    savePhoto: (id, upload) => store.save('returns', id, upload),
    async saveLabel(returnNo, pdf) {
      const key = `returns/labels/${returnNo}-${randomBytes(4).toString('hex')}.pdf`
      await store.files.put(key, pdf, 'application/pdf')
      return key
    },
  }
}
