import type { CategoryRow, GoodsRow } from '../../db/tables/catalogue.ts'
import { indexWords, isAsciiWord } from './words.ts'
import type { ProductLine } from '#contract/lines.ts'

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

export type ProductTexts = Pick<
  GoodsRow,
  'line' | 'name_en' | 'name_zh' | 'summary_en' | 'summary_zh' | 'description_en' | 'description_zh'
>
export type CategoryTexts = Pick<CategoryRow, 'id' | 'line' | 'name_en' | 'name_zh' | 'brand'>

/**
 * Marks of a product's line and category in its vectors, which no typed word can be (words are
 * letters, digits and Han): the GIN index then narrows a search to lines and categories itself.
 * Read row by row instead, a word that is common in one line but wanted in another (盲盒 outside
 * the blind boxes), or a category holding none of a broad word's matches, read the whole shop.
 */
export const lineMark = (line: ProductLine) => `~line-${line}`
/** `''`: the marks' common start, for SQL to add a category's id to. */
export const categoryMark = (id: number | '') => `~category-${id}`

/** A product's own index rows: its names alone (with its line's mark), and all its texts weighted by field. */
export function productDocuments(product: ProductTexts) {
  const names: Field[] = [
    { text: product.name_en, weight: 'A' },
    { text: product.name_zh, weight: 'A' },
  ]
  const name = `${documentOf(names).vector} ${quoteWord(lineMark(product.line))}`
  const own = documentOf([
    ...names,
    { text: product.summary_en, weight: 'C' },
    { text: product.summary_zh, weight: 'C' },
    { text: product.description_en, weight: 'D' },
    { text: product.description_zh, weight: 'D' },
  ])
  return { name, own: own.vector, words: own.words }
}

/** A category's words, with its own and its line's marks: every product's document takes them. */
export function categoryDocument(category: CategoryTexts) {
  const document = documentOf([category.name_en, category.name_zh, category.brand ?? ''].map((text) => ({ text, weight: 'B' as const })))
  return { ...document, vector: `${document.vector} ${quoteWord(lineMark(category.line))} ${quoteWord(categoryMark(category.id))}` }
}
