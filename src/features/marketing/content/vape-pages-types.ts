import type { ProsePage } from './types.ts'

export interface VapePagesContent {
  aboutWaka: ProsePage & { imageAlt: string }
  aboutImoment: ProsePage & { imageAlt: string }
  privacy: ProsePage
  terms: ProsePage
  partnership: { title: string; description: string; lead: string }
}
