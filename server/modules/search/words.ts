import { Jieba } from '@node-rs/jieba'
import { dict } from '@node-rs/jieba/dict.js'
import { pinyin } from 'pinyin-pro'

// The word rules of the search, the same when a product is indexed and when a shopper searches,
// so that what a query is cut into is always what the index holds:
// - Latin text: lower case, accents dropped, letters and digits; plurals also as their singular.
// - Chinese text: jieba's search mode (滑板车 → 滑板, 板车, 滑板车); in names and categories
//   every character on its own too (a query of one character still finds) and each word of two
//   or more characters in pinyin, whole and as initials (huabanche, hbc).
// Raise WORD_RULES_VERSION when these rules change: the server rewrites older index rows at start.
export const WORD_RULES_VERSION = 2

// The dictionary takes ~0.2 s to load: once per process, on first use.
let segmenter: Jieba | undefined
const jieba = () => (segmenter ??= Jieba.withDict(dict))

const hanRun = /\p{Script=Han}+/gu
const latinWord = /[\p{L}\p{N}]+/gu
const han = /\p{Script=Han}/u

/** Words longer than this are no word a shopper types; they would only bloat the index. */
const longestWord = 40

/** Lower case, compatibility forms folded (full-width Ｓ → s), accents dropped. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** "scooters" → "scooter", "batteries" → "battery", "boxes" → "box"; other words as they are. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:s|x|ch|sh)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/** Latin letters and digits only (pinyin included): the words typo tolerance works on. */
export const isAsciiWord = (word: string) => /^[a-z0-9]+$/.test(word)

// Product names repeat their words (滑板车 in every scooter's): pinyin-pro is the slow part of
// indexing, so each word's pinyin is kept, up to a bound.
const pinyinCache = new Map<string, { full: string; initials: string }>()
const pinyinCacheSize = 20_000

function pinyinOf(word: string): { full: string; initials: string } {
  const cached = pinyinCache.get(word)
  if (cached) return cached
  if (pinyinCache.size >= pinyinCacheSize) pinyinCache.clear()
  const result = pinyinOfUncached(word)
  pinyinCache.set(word, result)
  return result
}

function pinyinOfUncached(word: string): { full: string; initials: string } {
  const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true }).map((syllable) => syllable.toLowerCase())
  return { full: syllables.join(''), initials: syllables.map((syllable) => syllable[0] ?? '').join('') }
}

/** The Chinese words of a run of Han characters, in search mode, without repeats. */
function chineseWords(run: string): string[] {
  return [
    ...new Set(
      jieba()
        .cutForSearch(run, true)
        .filter((word) => han.test(word)),
    ),
  ]
}

/**
 * Every index word of a text, in order of appearance. `short` texts (names, categories) also give
 * their single characters and pinyin: what a shopper types to find a product is its name, and a
 * long description would only triple the index, which every broad search reads row by row.
 */
export function indexWords(text: string, short = true): string[] {
  const folded = fold(text)
  const words: string[] = []
  for (const part of folded.split(hanRun)) {
    for (const [word] of part.matchAll(latinWord)) {
      if (word.length > longestWord) continue
      words.push(word)
      const one = singular(word)
      if (one !== word) words.push(one)
    }
  }
  for (const [run] of folded.matchAll(hanRun)) {
    for (const word of chineseWords(run)) {
      words.push(word)
      if (!short || [...word].length < 2) continue
      const { full, initials } = pinyinOf(word)
      if (full && full.length <= longestWord) words.push(full, initials)
    }
    if (short) words.push(...new Set(run))
  }
  return words
}

/** One thing a shopper typed: a Latin word, or a Chinese word and the characters it is made of. */
export type QueryWord = { kind: 'latin'; word: string } | { kind: 'chinese'; word: string; characters: string[] }

/** At most this many words of a query count: more only slows the query without narrowing it. */
export const mostQueryWords = 8

/** The words of a query, as the index would have cut the same text. */
export function queryWords(query: string): QueryWord[] {
  const folded = fold(query)
  const words: QueryWord[] = []
  const seen = new Set<string>()
  const add = (word: QueryWord) => {
    if (seen.has(word.word) || words.length >= mostQueryWords) return
    seen.add(word.word)
    words.push(word)
  }
  for (const part of folded.split(hanRun)) {
    for (const [word] of part.matchAll(latinWord)) add({ kind: 'latin', word: word.slice(0, longestWord) })
  }
  for (const [run] of folded.matchAll(hanRun)) {
    // The coarse cut (滑板车, not 滑板 + 板车 + 滑板车): each word must match, by itself or as its characters.
    for (const word of jieba().cut(run, true)) {
      if (han.test(word)) add({ kind: 'chinese', word, characters: [...new Set(word)] })
    }
  }
  return words
}
