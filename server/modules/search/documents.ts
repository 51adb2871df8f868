import type { CategoryRow, GoodsRow } from '../../db/tables/catalogue.ts'
import { indexWords, isAsciiWord } from './words.ts'

/** tsvector weights: A name, B category and brand, C summary, D description. */
export type Weight = 'A' | 'B' | 'C' | 'D'

export interface Field {
  text: string
  weight: Weight
}

/** PostgreSQL keeps positions up to 16383. One per word, its first (names come first), carries the weight that ranks it. */
const lastPosition = 16_383
const positionsPerWord = 1

/** Quotes a word for tsvector/tsquery text input. */
export const quoteWord = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/**
 * The tsvector text of fields, built here because PostgreSQL's parsers know neither Chinese
 * words nor pinyin: `'glide':1A 'scooter':2A,9C …`.
 */
export function documentOf(fields: Field[]): { vector: string; words: string[] } {
  const positions = new Map<string, string[]>()
  let position = 0
  for (const field of fields) {
    for (const word of indexWords(field.text, field.weight === 'A' || field.weight === 'B')) {
      position = Math.min(position + 1, lastPosition)
      const list = positions.get(word) ?? []
      if (list.length < positionsPerWord) list.push(`${position}${field.weight}`)
      positions.set(word, list)
    }
  }
  const vector = [...positions].map(([word, list]) => `${quoteWord(word)}:${list.join(',')}`).join(' ')
  return { vector, words: [...positions.keys()].filter(isAsciiWord) }
}

export type ProductTexts = Pick<GoodsRow, 'name_en' | 'name_zh' | 'summary_en' | 'summary_zh' | 'description_en' | 'description_zh'>
export type CategoryTexts = Pick<CategoryRow, 'name_en' | 'name_zh' | 'brand'>

/** A product's own index rows: its names alone, and all its texts weighted by field. */
export function productDocuments(product: ProductTexts) {
  const names: Field[] = [{ text: product.name_en, weight: 'A' }, { text: product.name_zh, weight: 'A' }]
  const name = documentOf(names)
  const own = documentOf([
    ...names,
    { text: product.summary_en, weight: 'C' },
    { text: product.summary_zh, weight: 'C' },
    { text: product.description_en, weight: 'D' },
    { text: product.description_zh, weight: 'D' },
  ])
  return { name: name.vector, own: own.vector, words: own.words }
}

export function categoryDocument(category: CategoryTexts) {
  return documentOf([category.name_en, category.name_zh, category.brand ?? ''].map((text) => ({ text, weight: 'B' as const })))
}
