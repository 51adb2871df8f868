import { quoteWord } from './documents.ts'
import { singular, type QueryWord } from './words.ts'

/** What the index knows of a Latin word of the query: whether it or a longer word starts so, and the closest spellings. */
export interface WordLookup {
  known: boolean
  /** Undefined when the word was not looked up by trigram (known, short, or past `mostTypoWords`). */
  similar?: string[]
  /**
   * The index's words that begin with it, when there are at most `mostCompletions`: searched
   * for as words, not as a prefix. The GIN index reads a prefix by gathering every posting of
   * every word it begins first, once per condition, where words let it skip ahead to the rows a
   * line or a category mark allows.
   */
  completions?: string[]
}

export const mostCompletions = 16

/** At most this many unknown words of a query are looked up by trigram (pg_trgm), each for at most `mostSpellings` spellings. */
export const mostTypoWords = 3
export const mostSpellings = 3

/** The tsquery texts of one search; `names` and `namesOrCategory` rank, `exact` ranks exact spellings first. */
export interface SearchQueries {
  all: string
  exact: string
  namesOrCategory: string
  /** Any one word: a category that matches none cannot be what matched a product's names or category. */
  anyWord: string
}

type Term = { word: string; prefix: boolean } | { all: Term[] }
type Group = Term[]

/** Prefixes of one letter would match most of the shop: only two letters and more complete a word. */
const shortestPrefix = 2

function render(term: Term, weights: string): string {
  if ('all' in term) return `(${term.all.map((inner) => render(inner, weights)).join(' & ')})`
  const label = `${term.prefix ? '*' : ''}${weights}`
  return label ? `${quoteWord(term.word)}:${label}` : quoteWord(term.word)
}

const renderAll = (groups: Group[], weights: string) =>
  groups.map((group) => `(${group.map((term) => render(term, weights)).join(' | ')})`).join(' & ')

function exactTerms(word: QueryWord): Term[] {
  if (word.kind === 'chinese') return [{ word: word.word, prefix: false }]
  const one = singular(word.word)
  return [{ word: word.word, prefix: false }, ...(one === word.word ? [] : [{ word: one, prefix: false }])]
}

function allTerms(word: QueryWord, lookup: WordLookup | undefined): Term[] {
  const terms = exactTerms(word)
  if (word.kind === 'chinese') {
    // Cut differently in a product's text, a word is still found by its characters.
    return word.characters.length > 1
      ? [...terms, { all: word.characters.map((character) => ({ word: character, prefix: false })) }]
      : terms
  }
  if (word.word.length >= shortestPrefix) {
    const completions = lookup?.completions?.filter((completion) => completion !== word.word)
    terms.push(
      ...(completions ? completions.map((completion) => ({ word: completion, prefix: false })) : [{ word: word.word, prefix: true }]),
    )
  }
  // A word the index does not know, nor any word it begins: its closest spellings (typos).
  if (lookup && !lookup.known) terms.push(...(lookup.similar ?? []).map((similar) => ({ word: similar, prefix: false })))
  return terms
}

/**
 * Every word must match (AND); each word by its exact spelling, its singular, as a prefix, or by
 * its closest spellings when it is unknown. Latin words typed apart may be one pinyin word
 * ("hua ban che" → huabanche).
 */
export function searchQueries(words: QueryWord[], lookups: Map<string, WordLookup>): SearchQueries | undefined {
  if (words.length === 0) return undefined
  const exact = words.map(exactTerms)
  const all = words.map((word) => allTerms(word, lookups.get(word.word)))
  const joined = words.length > 1 && words.every((word) => word.kind === 'latin') ? words.map((word) => word.word).join('') : undefined
  const withJoined = (groups: Group[], weights: string, prefix: boolean) => {
    if (!joined) return renderAll(groups, weights)
    const alternatives = [
      render({ word: joined, prefix: false }, weights),
      ...(prefix ? [render({ word: joined, prefix: true }, weights)] : []),
    ]
    return [`(${renderAll(groups, weights)})`, ...alternatives].join(' | ')
  }
  const anyWord = [
    ...all.map((group) => renderAll([group], '')),
    ...(joined ? [render({ word: joined, prefix: false }, ''), render({ word: joined, prefix: true }, '')] : []),
  ].join(' | ')
  return { all: withJoined(all, '', true), exact: withJoined(exact, '', false), namesOrCategory: withJoined(all, 'AB', true), anyWord }
}
