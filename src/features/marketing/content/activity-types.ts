import type { ProsePage } from './types.ts'

export interface ActivityContent {
  title: string
  bannerAlt: string
  lead: string
  offers: Array<{ amount: string; condition: string; note: string }>
  steps: string[]
  rulesLink: string
  shopLink: string
  accountLink: string
  rules: Omit<ProsePage, 'description'>
}
